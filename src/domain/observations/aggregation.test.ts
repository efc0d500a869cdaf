import { describe, expect, it } from 'vitest';
import { initialInteractiveState } from '../charts/chart-data';
import { drawScene } from '../charts/registry';
import { configBase, dimension, measure } from '../charts/test-fixture';
import type { ChartConfigOf } from '../config';
import type { Dimension, HierarchyValue } from '../data';
import { aggregateCountKey, aggregatedComponents, aggregateProblem, aggregationLevels, aggregationRefusal, leafNodes, summability } from './aggregation';

const node = (name: string, depth: number, children: HierarchyValue[] = [], extra: Partial<HierarchyValue> = {}): HierarchyValue => ({
  value: `https://ld.example/${name}`,
  label: name,
  dimensionId: 'cube___place',
  depth,
  hasValue: !children.length,
  ...(children.length && { children }),
  ...extra,
});
/** Switzerland → 2 cantons → 3 municipalities. */
const tree = (extra: { beTotal?: boolean; thunTwice?: boolean } = {}) => [
  node('CH', 0, [
    node('BE', 1, [node('Bern', 2), node('Thun', 2)], { levelName: 'Canton', hasValue: !!extra.beTotal, position: 1 }),
    node('ZH', 1, [node('Zürich', 2), ...(extra.thunTwice ? [node('Thun', 2)] : [])], { levelName: 'Canton', position: 0 }),
  ]),
];
const place = (hierarchy: HierarchyValue[]): Dimension => ({ ...dimension('place', ['Bern', 'Thun', 'Zürich']), hierarchy }) as Dimension;
const count = measure('population', { unit: 'Number', scaleType: 'Ratio' });

describe('the levels a dimension may be summed by', () => {
  it('are those above its values, from the root, named by the cube or by their nodes', () => {
    const levels = aggregationLevels(place(tree()))!;
    expect(levels.own).toBe(2);
    expect(levels.above.map((l) => [l.depth, l.name, l.nodes.map((n) => n.label)])).toEqual([
      [0, 'CH', ['CH']],
      [1, 'Canton', ['BE', 'ZH']],
    ]);
  });

  it('are none without a hierarchy, with a total beside its parts, or with a value under two nodes', () => {
    expect(aggregationLevels(dimension('place', ['a']))).toBeUndefined();
    expect(aggregationLevels(place(tree({ beTotal: true })))).toBeUndefined();
    expect(aggregationLevels(place(tree({ thunTwice: true })))).toBeUndefined();
    // A dimension whose values are the root's: nothing above.
    expect(aggregationLevels(place([node('CH', 0)]))).toBeUndefined();
  });

  it('map each value to its node of the level', () => {
    const pairs = leafNodes(place(tree()), 1);
    expect([...pairs].map(([leaf, n]) => [leaf.split('/').pop(), n.label])).toEqual([
      ['Bern', 'BE'],
      ['Thun', 'BE'],
      ['Zürich', 'ZH'],
    ]);
  });
});

describe('which measures may be summed', () => {
  it('counts and amounts on a ratio scale (or none stated)', () => {
    expect(summability(count)).toEqual({ summable: true });
    expect(summability(measure('area', { unit: 'km²' }))).toEqual({ summable: true });
    expect(summability(measure('tonnes', { unit: 't', scaleType: 'Ratio' }))).toEqual({ summable: true });
  });

  it('not shares, rates, averages, nor interval scales or ordinal measures', () => {
    for (const unit of ['%', 'Percent', 'Prozent', '‰', 'per mille', 'Inhabitants per km²', 'CHF/m²', 'Index', 'Durchschnitt', 'ratio'])
      expect(summability(measure('m', { unit, scaleType: 'Ratio' })), unit).toEqual({ summable: false, reason: 'unit' });
    expect(summability(measure('temperature', { unit: '°C', scaleType: 'Interval' }))).toEqual({ summable: false, reason: 'scale' });
    expect(summability({ ...measure('grade'), __typename: 'OrdinalMeasure' })).toEqual({ summable: false, reason: 'not-numerical' });
    expect(summability(place(tree()))).toEqual({ summable: false, reason: 'not-numerical' });
    // A converted unit keeps the cube's unit as the one that decides.
    expect(summability(measure('m', { unit: 'thousands', originalUnit: '%' }))).toEqual({ summable: false, reason: 'unit' });
  });

  it('names the first that cannot be summed', () => {
    const share = measure('share', { unit: '%' });
    expect(aggregationRefusal([count, share])).toEqual({ measure: share, reason: 'unit' });
    expect(aggregationRefusal([count])).toBeUndefined();
  });
});

describe('a request to sum', () => {
  it('is answered for a level above the values and summable measures, else says why', () => {
    const dim = place(tree());
    expect(aggregateProblem({ componentId: dim.id, depth: 1 }, dim, [count])).toBeUndefined();
    expect(aggregateProblem({ componentId: dim.id, depth: 2 }, dim, [count])).toMatch(/depth 2 is no level above the values of cube___place \(levels: 0, 1\)/);
    expect(aggregateProblem({ componentId: dim.id, depth: 1 }, dim, [measure('share', { unit: '%' })])).toBe('cube___share cannot be summed (unit)');
    expect(aggregateProblem({ componentId: 'x', depth: 1 }, undefined, [count])).toMatch(/is no dimension/);
    expect(aggregateProblem({ componentId: count.id, depth: 1 }, count, [count])).toMatch(/is no dimension/);
    expect(aggregateProblem({ componentId: dim.id, depth: 1 }, place(tree({ beTotal: true })), [count])).toMatch(/values on more than one level/);
  });
});

describe('the components of a chart summed by a level', () => {
  it('have the level’s nodes as the dimension’s values, in the tree’s order, and measures labelled as sums', () => {
    const dim = place(tree());
    const share = measure('share', { unit: '%' });
    const summed = aggregatedComponents(
      { dimensions: [dim], measures: [count, share] },
      { componentId: dim.id, depth: 1 },
      (m, level) => `${m.label} (sum by ${level.name})`,
    );
    expect(summed.dimensions[0]).toMatchObject({
      label: 'Canton',
      values: [
        { label: 'BE', position: 0 },
        { label: 'ZH', position: 1 },
      ],
      hierarchy: undefined,
    });
    expect(summed.measures.map((m) => m.label)).toEqual(['population (sum by Canton)', 'share']);
  });

  it('are the loaded ones without a level, or with one the dimension does not offer', () => {
    const components = { dimensions: [place(tree({ beTotal: true }))], measures: [count] };
    expect(aggregatedComponents(components, undefined, () => 'x')).toBe(components);
    expect(aggregatedComponents(components, { componentId: 'cube___place', depth: 1 }, () => 'x')).toBe(components);
  });
});

describe('a column chart summed by a level', () => {
  it('draws a column per node of the level, in the tree’s order, each telling in its tooltip how many values it sums', () => {
    const dim = place(tree());
    const summed = aggregatedComponents(
      { dimensions: [dim], measures: [count] },
      { componentId: dim.id, depth: 1 },
      (m, level) => `${m.label} (sum by ${level.name})`,
    );
    const config: ChartConfigOf<'column'> = {
      ...configBase(),
      chartType: 'column',
      fields: {
        x: { componentId: dim.id, sumByLevel: 1, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
        y: { componentId: count.id },
        color: { type: 'single', paletteId: 'category10', color: '#336699' },
      },
    };
    const observations = [
      { [dim.id]: 'ZH', [count.id]: 400, [aggregateCountKey(count.id)]: 1 },
      { [dim.id]: 'BE', [count.id]: 300, [aggregateCountKey(count.id)]: 2 },
    ];
    const components = new Map([...summed.dimensions, ...summed.measures].map((c) => [c.id, c]));
    const scene = drawScene({ config, components, observations, state: initialInteractiveState(), width: 400, height: 200, locale: 'en' });
    // In the tree's order, whatever order the answer has.
    const columns = scene.marks.flatMap((m) => (m.type === 'rect' ? [m] : [])).sort((a, b) => a.x - b.x);
    expect(columns.map((m) => [m.tooltip?.title, m.tooltip?.count])).toEqual([
      ['BE', 2],
      ['ZH', 1],
    ]);
    expect(scene.axes.find((a) => a.position === 'left')!.title).toBe('population (sum by Canton) (Number)');
  });
});
