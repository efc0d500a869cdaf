/** The palettes of spec 001 §3 (categorical, sequential, diverging) and the colour of each category of a chart. */
import {
  interpolateBlues,
  interpolateBrBG,
  interpolateGreens,
  interpolateGreys,
  interpolateOranges,
  interpolatePiYG,
  interpolatePRGn,
  interpolatePuOr,
  interpolatePurples,
  interpolateRdBu,
  interpolateRdYlBu,
  interpolateRdYlGn,
  interpolateReds,
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
import { DEFAULT_PALETTE } from '../config/defaults';
import type { Component } from '../data';
import { toHex } from './rgb';

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

export const SEQUENTIAL_PALETTES: Record<string, (t: number) => string> = {
  blues: interpolateBlues,
  greens: interpolateGreens,
  greys: interpolateGreys,
  oranges: interpolateOranges,
  purples: interpolatePurples,
  reds: interpolateReds,
};

export const DIVERGING_PALETTES: Record<string, (t: number) => string> = {
  BrBG: interpolateBrBG,
  PiYG: interpolatePiYG,
  PRGn: interpolatePRGn,
  PuOr: interpolatePuOr,
  RdBu: interpolateRdBu,
  RdYlBu: interpolateRdYlBu,
  RdYlGn: interpolateRdYlGn,
};

/** The palette that takes the colours the cube gives its values (schema:color). */
export const DIMENSION_PALETTE = 'dimension';

/** Whether a palette id names one of the palettes above (else a user's custom palette, or an unknown one). */
export const isBuiltInPalette = (paletteId: string) =>
  paletteId === DIMENSION_PALETTE || paletteId in CATEGORICAL_PALETTES || paletteId in SEQUENTIAL_PALETTES || paletteId in DIVERGING_PALETTES;

/** `count` colours from `from` to 1 of a continuous palette, as #rrggbb (what colour inputs take). */
const sampleFrom = (from: number) => (interpolate: (t: number) => string, count: number) => {
  const n = Math.max(count, 2);
  return Array.from({ length: n }, (_, i) => toHex(interpolate(from + ((1 - from) * i) / (n - 1)))!);
};
/** A sequential palette's pale end is skipped, where marks would vanish on white. */
const sample = sampleFrom(0.25);
const sampleDiverging = sampleFrom(0);

/**
 * The colours of a palette for `count` categories: a categorical palette as it is, a sequential
 * or diverging one sampled evenly. Unknown ids fall back to category10.
 */
export const paletteColors = (paletteId: string | undefined, count = 10): readonly string[] => {
  const id = paletteId ?? DEFAULT_PALETTE;
  if (SEQUENTIAL_PALETTES[id]) return sample(SEQUENTIAL_PALETTES[id], count);
  if (DIVERGING_PALETTES[id]) return sampleDiverging(DIVERGING_PALETTES[id], count);
  return CATEGORICAL_PALETTES[id] ?? schemeCategory10;
};

/**
 * Colour of each category label: the colour mapping (keyed by the dimension's value, or by
 * component id for the measures of combo charts) first, else the palette in category order.
 * "dimension" takes the colours the cube gives its values (schema:color).
 */
export const categoryColors = (
  categories: string[],
  {
    paletteId,
    colorMapping = {},
    keyOf = (label) => label,
    versionedKeyOf,
    ownColor,
  }: {
    paletteId?: string;
    colorMapping?: Record<string, string>;
    keyOf?: (label: string) => string;
    /** The versioned IRI of a value: configs saved before values were unversioned are keyed by it. */
    versionedKeyOf?: (label: string) => string | undefined;
    ownColor?: (label: string) => string | undefined;
  },
): Map<string, string> => {
  const palette = paletteColors(paletteId, categories.length);
  return new Map(
    categories.map((label, i) => [
      label,
      colorMapping[keyOf(label)] ??
        colorMapping[versionedKeyOf?.(label) ?? ''] ??
        (paletteId === DIMENSION_PALETTE ? ownColor?.(label) : undefined) ??
        palette[i % palette.length],
    ]),
  );
};

/** The dimension value behind a label, and the value's own colour, for colour mappings. */
export const valueLookup = (component: Component | undefined) => {
  const byLabel = new Map((component?.values ?? []).map((v) => [v.label, v]));
  return {
    keyOf: (label: string) => String(byLabel.get(label)?.value ?? label),
    versionedKeyOf: (label: string) => byLabel.get(label)?.versionedValue,
    ownColor: (label: string) => byLabel.get(label)?.color,
  };
};

/** A group of the palette selector and its palettes, each with the colours its swatch shows. */
export type PaletteGroup = {
  kind: 'categorical' | 'sequential' | 'diverging';
  /** `name`: a custom palette's, shown instead of its id. */
  palettes: { id: string; colors: readonly string[]; name?: string }[];
};

/** The groups with a user's custom palettes first in the group of their type. */
export const withCustomPalettes = (
  groups: PaletteGroup[],
  custom: readonly { paletteId: string; name: string; type: PaletteGroup['kind']; colors: readonly string[] }[],
): PaletteGroup[] =>
  groups.map((group) => ({
    ...group,
    palettes: [...custom.filter((p) => p.type === group.kind).map((p) => ({ id: p.paletteId, colors: p.colors, name: p.name })), ...group.palettes],
  }));

const RAMP_STEPS = 9;
const ramp = (interpolate: (t: number) => string) => Array.from({ length: RAMP_STEPS }, (_, i) => toHex(interpolate(i / (RAMP_STEPS - 1)))!);

/**
 * The palettes an author can choose (spec 001 §2, §3), grouped: categorical ones with their
 * colours, sequential and diverging ones as a ramp over their whole range. "dimension" leads the
 * categorical group when the coloured values have colours of their own (`ownColors`).
 */
export const paletteGroups = (ownColors: readonly string[]): PaletteGroup[] => [
  {
    kind: 'categorical',
    palettes: [
      ...(ownColors.length > 0 ? [{ id: DIMENSION_PALETTE, colors: ownColors }] : []),
      ...Object.entries(CATEGORICAL_PALETTES).map(([id, colors]) => ({ id, colors })),
    ],
  },
  { kind: 'sequential', palettes: Object.entries(SEQUENTIAL_PALETTES).map(([id, interpolate]) => ({ id, colors: ramp(interpolate) })) },
  { kind: 'diverging', palettes: Object.entries(DIVERGING_PALETTES).map(([id, interpolate]) => ({ id, colors: ramp(interpolate) })) },
];
