/** Scatterplot: a measure on each axis, a point per observation. */
import type { ChartTypeDefinition } from '../definition';
import { animation, encoding, segment, SERIES, VALUE } from '../encoding-parts';
import { multipleMeasures, numerical } from '../requirements';
import { scatterplot as scene } from './scene';

export const scatterplot: ChartTypeDefinition<'scatterplot'> = {
  // Points do not crowd as slices and stacks do: a scatterplot's segment may show many values.
  encodings: [encoding('x', 'x', VALUE), encoding('y', 'y', VALUE), segment(SERIES, { optional: false, maxShown: 100 }), animation],
  requires: [numerical, multipleMeasures],
  sorting: {},
  capabilities: { limits: true, annotatesAnimation: true },
  drawn: scene,
};
