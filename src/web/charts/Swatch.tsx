/** A legend's swatch as an SVG of its domain shape (domain/charts/legend-swatch.ts): its colour in attributes, shown without scripts too. */
import { createElement } from 'react';
import { SWATCH_SIZE, type SwatchShape } from '../../domain/charts/legend-swatch';

/** SVG's attribute names as React spells them (stroke-width: strokeWidth). */
const reactName = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export const Swatch = ({ shape }: { shape: SwatchShape }) => (
  <svg className="legend-swatch" width={SWATCH_SIZE} height={SWATCH_SIZE} aria-hidden="true">
    {createElement(shape.tag, Object.fromEntries(Object.entries(shape.attributes).map(([name, value]) => [reactName(name), value])))}
  </svg>
);
