/** Area: time along x, stacked series per segment value. */
import type { ChartTypeDefinition } from '../definition';
import { encoding, segment, SERIES, TIME, VALUE } from '../encoding-parts';
import { numerical, temporal } from '../requirements';
import { areaChart } from './scene';

export const area: ChartTypeDefinition<'area'> = {
  encodings: [encoding('x', 'x', TIME), encoding('y', 'y', VALUE, { defaults: () => ({ imputationType: 'none' }) }), segment(SERIES)],
  requires: [numerical, temporal],
  sorting: { segment: ['byAuto', 'byDimensionLabel', 'byTotalSize'] },
  capabilities: { abbreviatedAxis: 'x', imputation: true, percent: true, limits: true, limitSymbols: true },
  drawn: areaChart,
};
