import { describe, expect, it } from 'vitest';
import { dimension, measure } from '../../charts/test-fixture';
import type { ChartConfig, ChartConfigOf } from '../../config';
import type { DataCubeComponents, Dimension } from '../../data';
import type { ConfiguratorAction } from '../actions';
import { configuratorReducer } from '../reducer';
import { AREA, CANTON, canton, columnChart, forestComponents, FOREST, stateOf, YEAR } from '../test-state';
import { datasetsSlice } from './datasets';

const PRICE = 'prices___price';
const JAHR = 'prices___jahr';
const match = { optionIds: [YEAR], dimensionIds: [JAHR] };

/** The forest cube joined with a price cube on the year: what the server answers for the pair. */
const joinedComponents = (): DataCubeComponents => {
  const forest = forestComponents();
  const [year, ...rest] = forest.dimensions;
  const joinedYear = {
    ...year,
    id: 'joinBy__0',
    isJoinByDimension: true,
    originalIds: [
      { cubeIri: 'cube/1', dimensionId: YEAR, label: 'Year' },
      { cubeIri: 'prices/1', dimensionId: JAHR, label: 'Jahr' },
    ],
  } as Dimension;
  return {
    dimensions: [joinedYear, ...rest, dimension('product', ['wood'], { id: 'prices___product', cubeIri: 'prices/1' })],
    measures: [...forest.measures, measure('price', { id: PRICE, cubeIri: 'prices/1', unit: 'CHF' })],
  };
};

const configuring = (chart: ChartConfig) => stateOf('CONFIGURING_CHART', [chart]);
const run = (chart: ChartConfig, action: ConfiguratorAction) => datasetsSlice(configuring(chart), action).chartConfigs[0];
const add = (chart: ChartConfig = columnChart()) => run(chart, { type: 'DATASET_ADD', value: { iri: 'prices/1', match, components: joinedComponents() } });

describe('DATASET_ADD', () => {
  it('joins the new cube on the chosen dimensions and switches to the first enabled combo', () => {
    const next = add() as ChartConfigOf<'comboLineDual'>;
    expect(next.cubes.map((c) => [c.iri, c.joinBy])).toEqual([
      ['cube/1', [YEAR]],
      ['prices/1', [JAHR]],
    ]);
    // Two measures of different units over a temporal dimension: a dual-axis combo shows both.
    expect(next.chartType).toBe('comboLineDual');
    expect(next.fields.x.componentId).toBe('joinBy__0');
    expect(next.fields.y).toEqual({ leftAxisComponentId: AREA, rightAxisComponentId: PRICE });
  });

  it('keeps each cube filtering its own key dimensions, and the join dimension unfiltered as the x axis', () => {
    const next = add();
    expect(Object.keys(next.cubes[0].filters).sort()).toEqual([CANTON, FOREST].sort());
    expect(next.cubes[0].filters[CANTON]).toEqual({ type: 'single', value: canton('Zurich') });
    expect(Object.keys(next.cubes[1].filters)).toEqual(['prices___product']);
  });

  it('renames the joined dimension where the chart used it: a single filter on the year moves to joinBy__0', () => {
    const chart = columnChart();
    const byCanton = {
      ...chart,
      fields: { ...chart.fields, x: { ...chart.fields.x, componentId: CANTON } },
      cubes: [
        {
          iri: 'cube/1',
          filters: { [YEAR]: { type: 'single' as const, value: '2021' }, [FOREST]: { type: 'single' as const, value: 'https://ld.example/forest/public' } },
        },
      ],
    };
    // A price without unit: no combo fits, the chart stays a column chart by canton.
    const components = joinedComponents();
    components.measures[1] = { ...components.measures[1], unit: undefined };
    const next = run(byCanton, { type: 'DATASET_ADD', value: { iri: 'prices/1', match, components } }) as ChartConfigOf<'column'>;
    expect(next.chartType).toBe('column');
    expect(next.fields.x.componentId).toBe(CANTON);
    expect(next.cubes[0].filters).toMatchObject({ joinBy__0: { type: 'single', value: '2021' } });
    expect(next.cubes[1].filters).toMatchObject({ joinBy__0: { type: 'single', value: '2021' } });
    expect(YEAR in next.cubes[0].filters).toBe(false);
  });

  it('ignores a cube already on the chart and an empty join', () => {
    const state = configuring(columnChart());
    expect(datasetsSlice(state, { type: 'DATASET_ADD', value: { iri: 'cube/1', match, components: joinedComponents() } })).toBe(state);
    expect(
      datasetsSlice(state, { type: 'DATASET_ADD', value: { iri: 'prices/1', match: { optionIds: [], dimensionIds: [] }, components: joinedComponents() } }),
    ).toBe(state);
  });

  it('needs a third cube to join on every join dimension', () => {
    const two = configuring(add());
    const wrong = { optionIds: ['joinBy__0', CANTON], dimensionIds: ['third___year', 'third___canton'] };
    expect(datasetsSlice(two, { type: 'DATASET_ADD', value: { iri: 'third/1', match: wrong, components: joinedComponents() } })).toBe(two);
  });

  it('applies only while a chart is configured (through the whole reducer)', () => {
    const selecting = stateOf('SELECTING_DATASET', [columnChart()]);
    expect(configuratorReducer(selecting, { type: 'DATASET_ADD', value: { iri: 'prices/1', match, components: joinedComponents() } })).toBe(selecting);
    expect(
      configuratorReducer(configuring(columnChart()), { type: 'DATASET_ADD', value: { iri: 'prices/1', match, components: joinedComponents() } })
        .chartConfigs[0].cubes,
    ).toHaveLength(2);
  });
});

describe('DATASET_REMOVE', () => {
  it('removes a dataset: the cube left gets its own year back and the chart a type its components allow', () => {
    const joined = add();
    const next = run(joined, { type: 'DATASET_REMOVE', value: { iri: 'prices/1', components: forestComponents() } });
    expect(next.cubes).toEqual([{ iri: 'cube/1', filters: joined.cubes[0].filters }]);
    // One measure: no combo any more; the first enabled type takes the year as x again.
    expect(next.chartType).toBe('column');
    expect((next as ChartConfigOf<'column'>).fields.x.componentId).toBe(YEAR);
    expect((next as ChartConfigOf<'column'>).fields.y.componentId).toBe(AREA);
  });

  it('keeps the chart type when it is still enabled', () => {
    const joined = { ...add() };
    const asColumn = configuratorReducer(configuring(joined), { type: 'CHART_TYPE_CHANGED', value: { chartType: 'column', components: joinedComponents() } })
      .chartConfigs[0];
    expect(run(asColumn, { type: 'DATASET_REMOVE', value: { iri: 'prices/1', components: forestComponents() } }).chartType).toBe('column');
  });

  it('is refused with a single dataset, and for a cube not on the chart', () => {
    const one = configuring(columnChart());
    expect(datasetsSlice(one, { type: 'DATASET_REMOVE', value: { iri: 'cube/1', components: forestComponents() } })).toBe(one);
    const two = configuring(add());
    expect(datasetsSlice(two, { type: 'DATASET_REMOVE', value: { iri: 'nope/1', components: forestComponents() } })).toBe(two);
  });
});

describe('filters of a joined chart', () => {
  it('a single filter on the join dimension goes to every joined cube (each answers it by its own dimension)', () => {
    const joined = configuring(add());
    const next = configuratorReducer(joined, { type: 'FILTER_SET_SINGLE', value: { dimensionId: 'joinBy__0', value: '2020' } }).chartConfigs[0];
    expect(next.cubes.map((c) => c.filters.joinBy__0)).toEqual([
      { type: 'single', value: '2020' },
      { type: 'single', value: '2020' },
    ]);
  });
});
