/** Line: time along x, one series per segment value. */
import type { ChartTypeDefinition } from '../definition';
import { encoding, segment, SERIES, TIME, VALUE } from '../encoding-parts';
import { numerical, temporal } from '../requirements';
import { lineChart } from './scene';

export const line: ChartTypeDefinition<'line'> = {
  encodings: [encoding('x', 'x', TIME), encoding('y', 'y', VALUE, { defaults: () => ({ showDots: false }) }), segment(SERIES)],
  requires: [numerical, temporal],
  sorting: { segment: ['byAuto', 'byDimensionLabel'] },
  capabilities: { abbreviatedAxis: 'x', customDomain: true, lineOptions: true, limits: true, limitSymbols: true },
  drawn: lineChart,
};
