/**
 * Small configurator states for the reducer's tests: a one-cube forest chart built from plain
 * objects (the shared chart test fixture), and states holding one or more copies of it.
 */
import { configBase, dimension, measure, yearDimension } from '../charts/test-fixture';
import type { ChartConfig, ChartConfigOf, ConfiguratorState } from '../config';
import type { DataCubeComponents } from '../data';
import type { ConfiguratorStep } from './actions';
import { defaultLayout } from './select';

export const YEAR = 'cube___year';
export const CANTON = 'cube___canton';
export const FOREST = 'cube___forest';
export const AREA = 'cube___area';
export const canton = (label: string) => `https://ld.example/canton/${label}`;
export const forest = (label: string) => `https://ld.example/forest/${label}`;

/** Year (temporal), canton and forest type (key dimensions); forest area in ha. */
export const forestComponents = (): DataCubeComponents => ({
  dimensions: [yearDimension(['2020', '2021']), dimension('canton', ['Zurich', 'Bern']), dimension('forest', ['public', 'private'])],
  measures: [measure('area', { unit: 'ha' })],
});

/** A column chart of area by year, canton and forest type filtered on their first values. */
export const columnChart = (key = 'chart0000001'): ChartConfigOf<'column'> => ({
  ...configBase(),
  key,
  chartType: 'column',
  cubes: [
    {
      iri: 'cube/1',
      filters: { [CANTON]: { type: 'single', value: canton('Zurich') }, [FOREST]: { type: 'single', value: forest('public') } },
    },
  ],
  fields: {
    x: { componentId: YEAR, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
    y: { componentId: AREA },
    color: { type: 'single', paletteId: 'category10', color: '#1f77b4' },
  },
});

/** A configurator state in `step` with these charts in a tab layout, the first one active. */
export const stateOf = (step: ConfiguratorStep, charts: ChartConfig[], activeChartKey = charts[0]?.key ?? ''): ConfiguratorState => ({
  version: '5.0.0',
  state: step,
  dataSource: { type: 'sparql', url: 'https://lindas.admin.ch/query' },
  layout: defaultLayout(charts),
  chartConfigs: charts,
  activeChartKey,
});

/** Three charts with distinct keys. */
export const threeCharts = () => [columnChart('chart0000001'), columnChart('chart0000002'), columnChart('chart0000003')];
