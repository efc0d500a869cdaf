/** Categorical palettes of spec 001 §3 and the colour of each category of a chart. */
import {
  schemeAccent,
  schemeCategory10,
  schemeDark2,
  schemePaired,
  schemePastel1,
  schemePastel2,
  schemeSet1,
  schemeSet2,
  schemeSet3,
  schemeTableau10,
} from 'd3-scale-chromatic';
import type { Component } from '../data';

export const CATEGORICAL_PALETTES: Record<string, readonly string[]> = {
  accent: schemeAccent,
  category10: schemeCategory10,
  dark2: schemeDark2,
  paired: schemePaired,
  pastel1: schemePastel1,
  pastel2: schemePastel2,
  set1: schemeSet1,
  set2: schemeSet2,
  set3: schemeSet3,
  tableau10: schemeTableau10,
};

export const DEFAULT_PALETTE = 'category10';

export const paletteColors = (paletteId: string | undefined) => CATEGORICAL_PALETTES[paletteId ?? DEFAULT_PALETTE] ?? schemeCategory10;

/**
 * Colour of each category label: the colour mapping (keyed by the dimension's value, or by
 * component id for the measures of combo charts) first, else the palette in category order.
 * "dimension" takes the colours the cube gives its values (schema:color).
 */
export const categoryColors = (
  categories: string[],
  { paletteId, colorMapping = {}, keyOf = (label) => label, ownColor }: {
    paletteId?: string;
    colorMapping?: Record<string, string>;
    keyOf?: (label: string) => string;
    ownColor?: (label: string) => string | undefined;
  },
): Map<string, string> => {
  const palette = paletteColors(paletteId);
  return new Map(
    categories.map((label, i) => [
      label,
      colorMapping[keyOf(label)] ?? (paletteId === 'dimension' ? ownColor?.(label) : undefined) ?? palette[i % palette.length],
    ]),
  );
};

/** The dimension value behind a label, and the value's own colour, for colour mappings. */
export const valueLookup = (component: Component | undefined) => {
  const byLabel = new Map((component?.values ?? []).map((v) => [v.label, v]));
  return {
    keyOf: (label: string) => String(byLabel.get(label)?.value ?? label),
    ownColor: (label: string) => byLabel.get(label)?.color,
  };
};
