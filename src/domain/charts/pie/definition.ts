/** Pie: one measure, a slice per segment value. */
import type { ChartTypeDefinition } from '../definition';
import { animation, CATEGORIES, encoding, neverNegative, segment, VALUE } from '../encoding-parts';
import { categories, numerical } from '../requirements';
import { pieChart } from './scene';

export const pie: ChartTypeDefinition<'pie'> = {
  encodings: [
    // Slices draw values above zero: a measure that has none below starts the pie.
    encoding('y', 'y', VALUE, { prefer: neverNegative }),
    segment(CATEGORIES, { optional: false, defaults: () => ({ sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } }) }),
    animation,
  ],
  requires: [numerical, categories],
  sorting: { segment: ['byAuto', 'byMeasure', 'byDimensionLabel'] },
  // Slices add up whatever the filters select; a pie has no value axis to draw limits on.
  capabilities: { showValues: true, sums: 'always', fieldLabels: { y: 'controls.field.measure' } },
  drawn: pieChart,
};
