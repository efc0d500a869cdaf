import { schemeCategory10, schemeSet2, schemeTableau10 } from 'd3-scale-chromatic';
import { describe, expect, it } from 'vitest';
import type { Dimension } from '../data';
import { CATEGORICAL_PALETTES, categoryColors, paletteColors, paletteGroups, valueLookup } from './palettes';
import { DEFAULT_PALETTE } from '../config/defaults';

const canton = {
  __typename: 'NominalDimension',
  id: 'cube___canton',
  label: 'Canton',
  cubeIri: 'cube/1',
  isKeyDimension: true,
  isNumerical: false,
  values: [
    { value: 'https://ld.example/canton/ZH', label: 'Zürich', color: '#0000ff' },
    { value: 'https://ld.example/canton/BE', label: 'Bern', color: '#ff0000' },
    { value: 'https://ld.example/canton/LU', label: 'Luzern' },
  ],
} as Dimension;

describe('categorical palettes (spec 001 §3)', () => {
  it('has the ten named categorical palettes', () => {
    expect(Object.keys(CATEGORICAL_PALETTES).sort()).toEqual(
      ['accent', 'category10', 'dark2', 'paired', 'pastel1', 'pastel2', 'set1', 'set2', 'set3', 'tableau10'].sort(),
    );
  });

  it('defaults to category10, also for an unknown palette id', () => {
    expect(DEFAULT_PALETTE).toBe('category10');
    expect(paletteColors(undefined)).toEqual(schemeCategory10);
    expect(paletteColors('no-such-palette')).toEqual(schemeCategory10);
    expect(paletteColors('tableau10')).toEqual(schemeTableau10);
  });
});

describe('categoryColors', () => {
  const labels = canton.values.map((v) => v.label);

  it('takes palette colours in category order', () => {
    const colors = categoryColors(labels, { paletteId: 'set2' });
    expect(labels.map((l) => colors.get(l))).toEqual(schemeSet2.slice(0, 3));
  });

  it('wraps round a palette shorter than the categories', () => {
    const many = Array.from({ length: 12 }, (_, i) => `c${i}`);
    const colors = categoryColors(many, {});
    expect(colors.get('c10')).toBe(schemeCategory10[0]);
    expect(colors.get('c11')).toBe(schemeCategory10[1]);
  });

  it("maps colours by the dimension value's IRI, not by its label", () => {
    const colors = categoryColors(labels, {
      paletteId: 'category10',
      colorMapping: { 'https://ld.example/canton/BE': '#123456', Zürich: '#abcdef' },
      ...valueLookup(canton),
    });
    expect(colors.get('Bern')).toBe('#123456');
    // A mapping keyed by label does not apply: the palette colour of Zürich's position stays.
    expect(colors.get('Zürich')).toBe(schemeCategory10[0]);
    expect(colors.get('Luzern')).toBe(schemeCategory10[2]);
  });

  it('maps colours of configs saved with versioned value IRIs, the version-independent key first', () => {
    const zones = {
      values: [
        { value: 'https://ld.example/zone/1', versionedValue: 'https://ld.example/2/zone/1', label: 'Jura' },
        { value: 'https://ld.example/zone/2', versionedValue: 'https://ld.example/2/zone/2', label: 'Plateau' },
      ],
    };
    const colors = categoryColors(['Jura', 'Plateau'], {
      colorMapping: { 'https://ld.example/2/zone/1': '#111111', 'https://ld.example/2/zone/2': '#222222', 'https://ld.example/zone/2': '#333333' },
      ...valueLookup(zones as unknown as Dimension),
    });
    expect(colors.get('Jura')).toBe('#111111');
    expect(colors.get('Plateau')).toBe('#333333');
  });

  it("'dimension' takes the colours the cube gives its values, the default palette for the others", () => {
    const colors = categoryColors(labels, { paletteId: 'dimension', ...valueLookup(canton) });
    expect(colors.get('Zürich')).toBe('#0000ff');
    expect(colors.get('Bern')).toBe('#ff0000');
    expect(colors.get('Luzern')).toBe(schemeCategory10[2]);
  });

  it('a colour mapping wins over the dimension colours', () => {
    const colors = categoryColors(labels, { paletteId: 'dimension', colorMapping: { 'https://ld.example/canton/ZH': '#00ff00' }, ...valueLookup(canton) });
    expect(colors.get('Zürich')).toBe('#00ff00');
  });

  it("other palettes ignore the dimension's own colours", () => {
    const colors = categoryColors(labels, { paletteId: 'category10', ...valueLookup(canton) });
    expect(colors.get('Zürich')).toBe(schemeCategory10[0]);
  });
});

describe('valueLookup', () => {
  it('finds the value IRI and colour behind a label', () => {
    const { keyOf, ownColor } = valueLookup(canton);
    expect(keyOf('Bern')).toBe('https://ld.example/canton/BE');
    expect(ownColor('Bern')).toBe('#ff0000');
    expect(ownColor('Luzern')).toBeUndefined();
  });

  it('falls back to the label itself for unknown labels and without a component', () => {
    expect(valueLookup(canton).keyOf('Uri')).toBe('Uri');
    expect(valueLookup(undefined).keyOf('Uri')).toBe('Uri');
  });
});

describe('paletteGroups (the palette selector)', () => {
  it('lists every palette of spec 001 §3 in three groups', () => {
    const groups = paletteGroups([]);
    expect(groups.map((g) => [g.kind, g.palettes.map((p) => p.id)])).toEqual([
      ['categorical', ['accent', 'category10', 'dark2', 'paired', 'pastel1', 'pastel2', 'set1', 'set2', 'set3', 'tableau10']],
      ['sequential', ['blues', 'greens', 'greys', 'oranges', 'purples', 'reds']],
      ['diverging', ['BrBG', 'PiYG', 'PRGn', 'PuOr', 'RdBu', 'RdYlBu', 'RdYlGn']],
    ]);
  });

  it("offers 'dimension' first, with the values' own colours, only when there are any", () => {
    expect(paletteGroups(['#0000ff', '#ff0000'])[0].palettes[0]).toEqual({ id: 'dimension', colors: ['#0000ff', '#ff0000'] });
  });

  it('shows a sequential palette as a hex ramp over its whole range, pale to dark', () => {
    const blues = paletteGroups([])[1].palettes[0];
    expect(blues.colors).toHaveLength(9);
    expect(blues.colors.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    expect(blues.colors[0]).toBe('#f7fbff');
    expect(blues.colors[8]).toBe('#08306b');
  });
});

describe('sampled palettes', () => {
  it('gives distinct hex colours, skipping the pale end of a sequential palette', () => {
    const blues = paletteColors('blues', 5);
    expect(new Set(blues).size).toBe(5);
    expect(blues.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    expect(blues).not.toContain('#f7fbff');
  });
});
