/** Column and bar: one chart, bar turned sideways (its y field holds the categories, x the values). */
import type { SortingType } from '../../config/common';
import type { ChartTypeDefinition } from '../definition';
import { animation, axis, bandSegment, encoding, VALUE } from '../encoding-parts';
import { numerical, xDimension } from '../requirements';
import { bar as barScene, column as columnScene } from './scene';

const SEGMENT_SORTING: SortingType[] = ['byAuto', 'byDimensionLabel', 'byTotalSize'];
const AXIS_SORTING: SortingType[] = ['byAuto', 'byMeasure', 'byDimensionLabel'];
const capabilities = { showValues: true, customDomain: true, segmentLayout: true, percent: true, sums: 'stacked', limits: true } as const;

export const column: ChartTypeDefinition<'column'> = {
  encodings: [axis('x'), encoding('y', 'y', VALUE), bandSegment, animation],
  requires: [numerical, xDimension],
  sorting: { x: AXIS_SORTING, segment: SEGMENT_SORTING },
  capabilities: { ...capabilities, abbreviatedAxis: 'x' },
  drawn: columnScene,
};

export const bar: ChartTypeDefinition<'bar'> = {
  // Its y field is the axis observations are laid along.
  encodings: [axis('y'), encoding('x', 'y', VALUE), bandSegment, animation],
  requires: [numerical, xDimension],
  sorting: { y: AXIS_SORTING, segment: SEGMENT_SORTING },
  capabilities: { ...capabilities, abbreviatedAxis: 'y', valueField: 'x' },
  drawn: barScene,
};
