import { describe, expect, it } from 'vitest';
import { dimension } from '../charts/test-fixture';
import type { Dimension, HierarchyValue } from '../data';
import { looksLikeTotal, shownValueCount, shownValues, shownValuesFilter } from './shown-values';

const node = (value: string, children: HierarchyValue[] = [], hasValue = true): HierarchyValue =>
  ({ value, label: value, dimensionId: 'cube___place', depth: 0, hasValue, children }) as HierarchyValue;
const cantons = (region: string, n: number) => Array.from({ length: n }, (_, i) => node(`${region}-${i}`));
// Switzerland → 3 regions → 4 cantons each, as the forestry cube's canton hierarchy (CHE → 7 → 26).
const tree = [node('CH', [node('east', cantons('east', 4)), node('west', cantons('west', 4)), node('south', cantons('south', 4))])];
const values = ['CH', 'east', 'west', 'south', ...['east', 'west', 'south'].flatMap((r) => cantons(r, 4).map((n) => n.value as string))];
const place = { ...dimension('place', []), values: values.map((value) => ({ value, label: value })), hierarchy: tree } as Dimension;

describe('shownValues: one hierarchy level', () => {
  it('the deepest level that fits the limit', () => {
    expect(shownValues(place, 30)).toEqual(
      cantons('east', 4)
        .concat(cantons('west', 4), cantons('south', 4))
        .map((n) => n.value),
    );
    expect(shownValues(place, 5)).toEqual(['east', 'west', 'south']);
  });

  it('the first level with two values when none fits', () => {
    expect(shownValues(place, 2)).toEqual(['east', 'west', 'south']);
  });

  it('leaves out nodes without observations and never shows the root alone', () => {
    const sparse = { ...place, values: place.values.filter((v) => !String(v.value).startsWith('south-')) };
    expect(shownValueCount(sparse, 30)).toBe(8);
    expect(shownValuesFilter(place, 5)).toEqual({ type: 'multi', values: { east: true, west: true, south: true } });
  });

  it('a flat hierarchy (roots only) shows everything', () => {
    const flat = { ...dimension('zone', ['a', 'b']), hierarchy: [node('https://ld.example/zone/a'), node('https://ld.example/zone/b')] } as Dimension;
    expect(shownValues(flat, 30)).toBeUndefined();
  });
});

describe('shownValues: totals without a hierarchy', () => {
  it.each(['Total', 'total', 'Gesamt', 'Schweiz', 'Suisse', 'Svizzera', 'Switzerland', 'Total forest', 'Grössenklasse - Total', 'Classe de taille - total'])(
    '%s reads as a total',
    (label) => expect(looksLikeTotal(label)).toBe(true),
  );
  it.each(['Suisse romande', 'Schweizer Mittelland', 'Totalreservat', 'Bern', 'Subtotal'])('%s does not', (label) => expect(looksLikeTotal(label)).toBe(false));

  it('leaves out the one total beside two or more parts', () => {
    const zone = dimension('zone', ['Schweiz', 'Jura', 'Mittelland']);
    expect(shownValues(zone, 30)).toEqual(['https://ld.example/zone/Jura', 'https://ld.example/zone/Mittelland']);
  });

  it('a total sits at an end of the list: Switzerland among countries is one of them', () => {
    expect(shownValues(dimension('country', ['Austria', 'Switzerland', 'Zambia']), 30)).toBeUndefined();
    expect(shownValues(dimension('zone', ['Jura', 'Alpen', 'Total']), 30)).toEqual(['https://ld.example/zone/Jura', 'https://ld.example/zone/Alpen']);
  });

  it('keeps everything when two values look like totals or only one other remains', () => {
    expect(shownValues(dimension('zone', ['Total', 'Schweiz', 'Jura']), 30)).toBeUndefined();
    expect(shownValues(dimension('zone', ['Total', 'Jura']), 30)).toBeUndefined();
    expect(shownValuesFilter(dimension('zone', ['Jura', 'Alps']), 30)).toBeUndefined();
  });
});
