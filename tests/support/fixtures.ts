/** Plain components and a saved state built from them with the domain's own rules. */
import type { DataCubeComponents } from '../../src/domain/data';
import { getInitialChartConfig, type SavedConfigData } from '../../src/domain/config';

export const forestComponents = (): DataCubeComponents => ({
  dimensions: [
    {
      __typename: 'TemporalDimension',
      id: 'cube___year',
      label: 'Year',
      cubeIri: 'https://example.org/cube/1',
      isKeyDimension: true,
      isNumerical: false,
      timeUnit: 'Year',
      timeFormat: '%Y',
      values: [
        { value: '2020', label: '2020' },
        { value: '2021', label: '2021' },
      ],
    },
    {
      __typename: 'GeoShapesDimension',
      id: 'cube___canton',
      label: 'Canton',
      cubeIri: 'https://example.org/cube/1',
      isKeyDimension: true,
      isNumerical: false,
      values: [
        { value: 'https://ld.admin.ch/canton/1', label: 'Zürich' },
        { value: 'https://ld.admin.ch/canton/2', label: 'Bern' },
      ],
    },
  ],
  measures: [
    {
      __typename: 'NumericalMeasure',
      id: 'cube___area',
      label: 'Forest area',
      unit: 'ha',
      cubeIri: 'https://example.org/cube/1',
      isKeyDimension: false,
      isNumerical: true,
      values: [],
    },
  ],
});

export const savedStateFixture = (title = 'Forest area'): SavedConfigData => {
  const chart = getInitialChartConfig({ cubes: [{ iri: 'https://example.org/cube/1' }], ...forestComponents(), key: 'chartKey0001' });
  chart.meta.title = { de: title, fr: title, it: title, en: title };
  return {
    version: '5.0.0',
    dataSource: { type: 'sparql', url: '/api/sparql' },
    layout: {
      type: 'tab',
      meta: { title: { de: '', fr: '', it: '', en: '' }, description: { de: '', fr: '', it: '', en: '' } },
      blocks: [{ type: 'chart', key: chart.key, initialized: false }],
    },
    chartConfigs: [chart],
    activeChartKey: chart.key,
  };
};
