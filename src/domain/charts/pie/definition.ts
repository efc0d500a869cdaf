/** Pie: one measure, a slice per segment value. */
import type { ChartTypeDefinition } from '../definition';
import { animation, CATEGORIES, encoding, segment, VALUE } from '../encoding-parts';
import { categories, numerical } from '../requirements';
import { pieChart } from './scene';

export const pie: ChartTypeDefinition<'pie'> = {
  encodings: [
    encoding('y', 'y', VALUE),
    segment(CATEGORIES, { optional: false, defaults: () => ({ sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } }) }),
    animation,
  ],
  requires: [numerical, categories],
  sorting: { segment: ['byAuto', 'byMeasure', 'byDimensionLabel'] },
  // Slices add up whatever the filters select; a pie has no value axis to draw limits on.
  capabilities: { showValues: true, sums: 'always', fieldLabels: { y: 'controls.field.measure' } },
  drawn: pieChart,
};
