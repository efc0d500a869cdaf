/** Each configurator state step on a state of its version. */
import { describe, expect, it } from 'vitest';
import { chartSteps } from './chart';
import { fixture } from './test-fixtures';
import { knownVersions, migrate, type Loose, type MigrationContext, type Version } from './run';
import { CHART_VERSION_OF, DEFAULT_DATA_SOURCE_URL, DOWNGRADE_DATASET_WARNING, LEGACY_DATA_SOURCE_URL, stateSteps } from './state';

const stateAt = (name: string, version: Version, context: MigrationContext = {}) => migrate(fixture(name), version, stateSteps, context);

/** The state of a fixture just before a step, the step's result, and that result taken down again. */
const around = async (name: string, version: Version, context: MigrationContext = {}) => {
  const versions = knownVersions(stateSteps);
  const before = versions[versions.indexOf(version) - 1];
  // The charts as new as the state's version holds them, so that going down again comes back to them.
  const given = await stateAt(name, before, context);
  const newest = (chart: Loose) => migrate(chart, CHART_VERSION_OF[before], chartSteps, { ...context, state: given });
  const state: Loose = given.chartConfig
    ? { ...given, chartConfig: await newest(given.chartConfig) }
    : { ...given, chartConfigs: await Promise.all(given.chartConfigs.map(newest)) };
  const after: Loose = { ...(await stateSteps[version].up(state, context)), version };
  const back: Loose = { ...(await stateSteps[version].down(after, context)), version: before };
  return { state, after, back };
};
const chartVersions = (state: Loose) => state.chartConfigs.map((c: Loose) => c.version);

describe('configurator state steps', () => {
  it('2.0.0 makes the single chart config a list with an active key; the state meta moves into the chart', async () => {
    const { state, after, back } = await around('state-1.0.0-line-with-active-time-filter', '2.0.0');
    expect(after.chartConfig).toBeUndefined();
    expect(after.chartConfigs).toHaveLength(1);
    expect(after.activeChartKey).toBe(after.chartConfigs[0].key);
    expect(after.chartConfigs[0]).toMatchObject({ version: '2.0.0', meta: state.meta, activeField: 'y' });
    expect(after.meta.title).toEqual({ de: '', fr: '', it: '', en: '' });
    expect(after.activeField).toBeUndefined();
    expect(back).toEqual(state);
  });

  it('3.0.0 moves the dataSet into each chart; going down, a chart of another dataSet is left out with a warning', async () => {
    const { state, after, back } = await around('state-2.0.0-combo-line-dual-beside-a-line-chart', '3.0.0');
    expect(after.dataSet).toBeUndefined();
    expect(after.chartConfigs.map((c: Loose) => c.dataSet)).toEqual([state.dataSet, state.dataSet]);
    expect(chartVersions(after)).toEqual(['2.3.0', '2.3.0']);
    expect(back).toEqual(state);

    const warnings: string[] = [];
    const mixed = {
      ...after,
      chartConfigs: [after.chartConfigs[0], { ...after.chartConfigs[1], dataSet: 'https://example.org/other/cube' }],
      activeChartKey: after.chartConfigs[1].key,
    };
    const down = await stateSteps['3.0.0'].down(mixed, { warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([DOWNGRADE_DATASET_WARNING]);
    expect(down.chartConfigs.map((c: Loose) => c.key)).toEqual([after.chartConfigs[0].key]);
    expect(down.activeChartKey).toBe(after.chartConfigs[0].key);
    expect(down.dataSet).toBe(state.dataSet);
  });

  it('3.0.1 moves the charts to cubes (chart 3.0.0)', async () => {
    const { state, after, back } = await around('state-2.0.0-combo-line-dual-beside-a-line-chart', '3.0.1');
    expect(chartVersions(after)).toEqual(['3.0.0', '3.0.0']);
    expect(after.chartConfigs[0].cubes[0].iri).toBe(state.chartConfigs[0].dataSet);
    expect(back).toEqual(state);
  });

  it('3.1.0 adds a tab layout that takes the state meta', async () => {
    const { state, after, back } = await around('state-2.0.0-combo-line-dual-beside-a-line-chart', '3.1.0');
    expect(after.layout).toEqual({ type: 'tab', meta: state.meta });
    expect(after.meta).toBeUndefined();
    expect(back).toEqual(state);
  });

  it('3.2.0 moves the charts to 3.2.0 (cubes with their publish IRI)', async () => {
    const { state, after, back } = await around('state-1.0.0-pie-by-forest-zone-no-interactive-filters', '3.2.0');
    expect(after.chartConfigs[0].cubes[0].publishIri).toBe(after.chartConfigs[0].cubes[0].iri);
    expect(back).toEqual(state);
  });

  it('3.2.1 adds the default data source, replaces the old default and keeps any other', async () => {
    const { after } = await around('state-1.0.0-line-with-active-time-filter', '3.2.1');
    expect(after.dataSource).toEqual({ type: 'sparql', url: DEFAULT_DATA_SOURCE_URL });
    const legacy = await around('state-1.0.0-pie-by-forest-zone-no-interactive-filters', '3.2.1');
    expect(legacy.state.dataSource.url).toBe(LEGACY_DATA_SOURCE_URL);
    expect(legacy.after.dataSource).toEqual({ type: 'sparql', url: DEFAULT_DATA_SOURCE_URL });
    const own = { ...legacy.state, dataSource: { type: 'sparql', url: 'https://example.org/query' } };
    expect((await stateSteps['3.2.1'].up(own, {})).dataSource).toEqual(own.dataSource);
  });

  it('3.3.0 adds dashboard filters, a list at first', async () => {
    const { state, after, back } = await around('state-3.2.0-joined-cubes-table-joinby-as-text', '3.3.0');
    expect(after.dashboardFilters).toEqual({ filters: [] });
    expect(back).toEqual(state);
  });

  it('3.4.0 moves the charts to 3.3.0 (joinBy lists)', async () => {
    const { state, after, back } = await around('state-3.2.0-joined-cubes-table-joinby-as-text', '3.4.0');
    expect(chartVersions(after)).toEqual(['3.3.0']);
    expect(Array.isArray(after.chartConfigs[0].cubes[0].joinBy)).toBe(true);
    expect(back).toEqual(state);
  });

  it('3.5.0 reshapes the dashboard filters to one time range', async () => {
    const { after } = await around('state-3.4.0-map-nfi-stepped-animation-dash-in-key', '3.5.0');
    expect(after.dashboardFilters).toEqual({ timeRange: { active: false, timeUnit: '', presets: { from: '', to: '' } } });
    const state = await stateAt('state-3.6.0-tall-dashboard-shared-time-range-and-data-filter', '3.5.0');
    const down = await stateSteps['3.5.0'].down(state, {});
    expect(down.dashboardFilters.filters).toEqual([
      { type: 'timeRange', active: true, componentIri: '', presets: { type: 'range', from: '2021-06-01', to: '2021-09-30' } },
    ]);
    expect((await stateSteps['3.5.0'].up(down, {})).dashboardFilters.timeRange).toEqual({
      active: true,
      timeUnit: '',
      presets: { from: '2021-06-01', to: '2021-09-30' },
    });
  });

  it('3.6.0 adds dashboard data filters', async () => {
    const { state, after, back } = await around('state-3.4.0-map-nfi-stepped-animation-dash-in-key', '3.6.0');
    expect(after.dashboardFilters.dataFilters).toEqual({ componentIris: [], filters: {} });
    expect(back).toEqual(state);
  });

  it('3.7.0 adds a label to the layout meta and moves the charts to 3.4.0', async () => {
    const { state, after, back } = await around('state-3.6.0-tall-dashboard-shared-time-range-and-data-filter', '3.7.0');
    expect(after.layout.meta.label).toEqual({ de: '', fr: '', it: '', en: '' });
    expect(after.chartConfigs.every((c: Loose) => c.version === '3.4.0' && c.meta.label)).toBe(true);
    expect(back).toEqual(state);
  });

  it('3.8.0 says every chart of a canvas dashboard has been measured; other layouts get nothing', async () => {
    const canvas = await stateAt('state-3.8.0-canvas-dashboard-layouts-metadata', '3.7.0');
    expect((await stateSteps['3.8.0'].up(canvas, {})).layout.layoutsMetadata).toEqual({
      canvasChart1: { initialized: true },
      canvasChart2: { initialized: true },
    });
    const { state, after, back } = await around('state-3.6.0-tall-dashboard-shared-time-range-and-data-filter', '3.8.0');
    expect(after.layout.layoutsMetadata).toBeUndefined();
    expect(back).toEqual(state);
  });

  it('4.0.0 names the dashboard data filters by component id, as the charts now do', async () => {
    const BW = 'https://environment.ld.admin.ch/foen/ubd01041prod';
    const context = { unversionedIri: async (iri: string) => iri.replace(/\/\d+$/, '') };
    const { state, after, back } = await around('state-3.6.0-tall-dashboard-shared-time-range-and-data-filter', '4.0.0', context);
    const id = `${BW}___${BW}/location`;
    expect(after.dashboardFilters.dataFilters).toEqual({ componentIds: [id], filters: { [id]: state.dashboardFilters.dataFilters.filters[`${BW}/location`] } });
    expect(Object.keys(after.chartConfigs[0].cubes[0].filters)).toEqual([id]);
    expect(back).toEqual(state);
  });

  it('4.1.0 moves the charts to 4.1.0 (a color field)', async () => {
    const { state, after, back } = await around('state-3.6.0-tall-dashboard-shared-time-range-and-data-filter', '4.1.0');
    expect(after.chartConfigs.map((c: Loose) => c.fields.color.type)).toEqual(['segment', 'single']);
    expect(back).toEqual(state);
  });

  it('4.2.0 replaces layoutsMetadata by blocks, keeping what was measured; going down canvas metadata returns', async () => {
    const { state, after, back } = await around('state-3.8.0-canvas-dashboard-layouts-metadata', '4.2.0');
    expect(after.layout.layoutsMetadata).toBeUndefined();
    expect(after.layout.blocks).toEqual([
      { type: 'chart', key: 'canvasChart1', initialized: true },
      { type: 'chart', key: 'canvasChart2', initialized: false },
    ]);
    expect(back).toEqual(state);
  });

  it('4.2.0 down leaves text blocks out, saying so', async () => {
    const state = await stateAt('state-5.0.0-column-annotation-and-text-block', '4.2.0');
    const warnings: string[] = [];
    const down = await stateSteps['4.2.0'].down(state, { warn: (m) => warnings.push(m) });
    expect(down.layout.blocks).toBeUndefined();
    expect(warnings).toEqual(['Text blocks have no form before version 4.2.0 and are left out.']);
  });

  it.each(['4.3.0', '4.4.0', '4.5.0', '4.6.0', '5.0.0'] as Version[])('%s moves the charts to the chart version that goes with it', async (version) => {
    const { state, after, back } = await around('state-4.3.0-area-with-imputation-and-limit', version);
    expect(chartVersions(after)).toEqual([CHART_VERSION_OF[version]]);
    expect(back).toEqual(state);
  });
});
