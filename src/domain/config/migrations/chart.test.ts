/** Each chart step on a config of its version: what it changes going up, and that down undoes it. */
import { describe, expect, it } from 'vitest';
import { chartSteps } from './chart';
import { chartAt, fixture } from './test-fixtures';
import { knownVersions, type Loose, type Version } from './run';

const PX = 'http://environment.ld.admin.ch/foen/px/0703010000_105';
const up = (version: Version, chart: Loose, context = {}) => chartSteps[version].up(chart, context);
const down = (version: Version, chart: Loose, context = {}) => chartSteps[version].down(chart, context);

/** The chart of a fixture just before a step, the step's result, and the result taken down again. */
const around = async (name: string, version: Version, context = {}) => {
  const versions = knownVersions(chartSteps);
  const before = versions[versions.indexOf(version) - 1];
  const { chart, context: withState } = await chartAt(name, before, context);
  const after = await up(version, chart, withState);
  return { chart, after, back: await down(version, after, withState), context: withState };
};

describe('chart steps of the map (1.0.1 to 1.2.0)', () => {
  it('1.0.1 gives the base layer a lock, and takes it away going down', async () => {
    const { chart, after, back } = await around('state-1.0.0-map-area-layer-shown-symbol-layer-hidden', '1.0.1');
    expect(after.baseLayer).toEqual({ show: true, locked: false });
    expect(back).toEqual(chart);
  });
  it('1.0.2 turns the symbol colour into fixed colours at 80 % opacity', async () => {
    const { chart, after, back } = await around('state-1.0.0-map-discrete-area-scale-and-symbols', '1.0.2');
    expect(after.fields.symbolLayer.colors).toEqual({ type: 'fixed', value: '#ff7f0e', opacity: 80 });
    expect(after.fields.symbolLayer.color).toBeUndefined();
    expect(back).toEqual(chart);
  });
  it('1.1.0 drops a hidden layer and the show flag of a shown one; going down the hidden layer comes back hidden', async () => {
    const { after, back } = await around('state-1.0.0-map-area-layer-shown-symbol-layer-hidden', '1.1.0');
    expect(after.fields.symbolLayer).toBeUndefined();
    expect(after.fields.areaLayer.show).toBeUndefined();
    expect(back.fields.areaLayer.show).toBe(true);
    expect(back.fields.symbolLayer).toMatchObject({ show: false, componentIri: 'https://environment.ld.admin.ch/foen/nfi/unitOfReference' });
  });
  it('1.1.1 moves the area measure and scale into a numerical colour (a discrete scale keeps its classes)', async () => {
    const { chart, after, back } = await around('state-1.0.0-map-discrete-area-scale-and-symbols', '1.1.1');
    expect(after.fields.areaLayer).toEqual({
      componentIri: 'https://environment.ld.admin.ch/foen/nfi/unitOfReference',
      color: {
        type: 'numerical',
        componentIri: 'https://environment.ld.admin.ch/foen/nfi/Topic/3',
        palette: 'greens',
        scaleType: 'discrete',
        interpolationType: 'quantile',
        nbClass: 7,
      },
    });
    expect(after.fields.symbolLayer.color).toEqual({ type: 'fixed', value: '#ff7f0e', opacity: 80 });
    expect(back).toEqual(chart);
  });
  it('1.1.1 makes a discrete linear scale a quantized one', async () => {
    const { chart, context } = await chartAt('state-1.0.0-map-discrete-area-scale-and-symbols', '1.1.0');
    chart.fields.areaLayer.colorScaleInterpolationType = 'linear';
    expect((await up('1.1.1', chart, context)).fields.areaLayer.color.interpolationType).toBe('quantize');
  });
  it('1.2.0 lets the area layer be categorical; going down such a layer is dropped', async () => {
    const { chart, after } = await around('state-1.0.0-map-discrete-area-scale-and-symbols', '1.2.0');
    expect(after).toEqual(chart);
    const categorical = {
      ...after,
      fields: { ...after.fields, areaLayer: { ...after.fields.areaLayer, color: { type: 'categorical', componentIri: 'x', palette: 'set1' } } },
    };
    expect((await down('1.2.0', categorical)).fields.areaLayer).toBeUndefined();
  });
});

describe('chart steps of the interactive filters (1.2.1 to 1.4.2)', () => {
  it('1.2.1 renames the time filter timeRange', async () => {
    const { chart, after, back } = await around('state-1.0.0-line-with-active-time-filter', '1.2.1');
    expect(after.interactiveFiltersConfig.timeRange).toEqual(chart.interactiveFiltersConfig.time);
    expect(after.interactiveFiltersConfig.time).toBeUndefined();
    expect(back).toEqual(chart);
  });
  it('1.3.0 adds an empty time slider', async () => {
    const { chart, after, back } = await around('state-1.0.0-line-with-active-time-filter', '1.3.0');
    expect(after.interactiveFiltersConfig.timeSlider).toEqual({ componentIri: '' });
    expect(back).toEqual(chart);
  });
  it('1.4.0 replaces the time slider of a column chart by an animation field', async () => {
    const { chart, after, back } = await around('state-1.0.0-column-time-slider', '1.4.0');
    expect(after.fields.animation).toEqual({ componentIri: `${PX}/dimension/0`, showPlayButton: true, duration: 30, type: 'continuous', dynamicScales: false });
    expect(after.interactiveFiltersConfig.timeSlider).toBeUndefined();
    expect(back).toEqual(chart);
  });
  it('1.4.0 gives a line chart no animation', async () => {
    const { after } = await around('state-1.0.0-line-with-active-time-filter', '1.4.0');
    expect(after.fields.animation).toBeUndefined();
    expect(after.interactiveFiltersConfig.timeSlider).toBeUndefined();
  });
  it('1.4.1 ties an active time range to the x axis; going down it is untied', async () => {
    const { after, back } = await around('state-1.0.0-line-with-active-time-filter', '1.4.1');
    expect(after.interactiveFiltersConfig.timeRange).toMatchObject({ active: true, componentIri: `${PX}/dimension/0`, presets: { from: '2004', to: '2013' } });
    expect(back.interactiveFiltersConfig.timeRange.componentIri).toBe('');
  });
  it('1.4.2 adds the calculation filter, off', async () => {
    const { chart, after, back } = await around('state-1.0.0-line-with-active-time-filter', '1.4.2');
    expect(after.interactiveFiltersConfig.calculation).toEqual({ active: false, type: 'identity' });
    expect(back).toEqual(chart);
  });
});

describe('chart steps 2.0.0 to 3.4.0', () => {
  it('2.0.0 gives the chart a key of its own and the meta and active field the state had', async () => {
    const { chart, after, back } = await around('state-1.0.0-line-with-active-time-filter', '2.0.0');
    expect(after.key).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(after.meta.title.en).toBe('Wood production');
    expect(after.activeField).toBe('y');
    expect(back).toEqual(chart);
    // The same config gets the same key: migrating twice gives one result.
    expect((await around('state-1.0.0-line-with-active-time-filter', '2.0.0')).after.key).toBe(after.key);
  });
  it('2.1.0 makes combo charts possible; going down a combo becomes a line of its first measure', async () => {
    const { chart } = await chartAt('state-2.0.0-combo-line-dual-beside-a-line-chart', '2.1.0');
    expect(chart.chartType).toBe('comboLineDual');
    const line = await down('2.1.0', chart);
    expect(line.chartType).toBe('line');
    expect(line.fields).toEqual({ x: chart.fields.x, y: { componentIri: chart.fields.y.leftAxisComponentIri } });
    expect(await up('2.1.0', line)).toEqual(line);
  });
  it('2.2.0 gives each measure of a combo chart a colour of the default palette', async () => {
    const { chart, after, back } = await around('state-2.0.0-combo-line-dual-beside-a-line-chart', '2.2.0');
    expect(after.fields.y.palette).toBe('category10');
    expect(after.fields.y.colorMapping).toEqual({ [chart.fields.y.leftAxisComponentIri]: '#1f77b4', [chart.fields.y.rightAxisComponentIri]: '#ff7f0e' });
    expect(back).toEqual(chart);
  });
  it('2.3.0 copies the state dataSet into the chart', async () => {
    const { chart, after, back } = await around('state-2.0.0-combo-line-dual-beside-a-line-chart', '2.3.0');
    expect(after.dataSet).toBe('https://energy.ld.admin.ch/sfoe/bfe_ogd84_einmalverguetung_fuer_photovoltaikanlagen/9');
    expect(back).toEqual(chart);
  });
  it('3.0.0 replaces the dataSet and its filters by a list of cubes', async () => {
    const { chart, after, back } = await around('state-2.0.0-combo-line-dual-beside-a-line-chart', '3.0.0');
    expect(after.cubes).toEqual([{ iri: chart.dataSet, filters: chart.filters }]);
    expect(after.dataSet).toBeUndefined();
    expect(after.filters).toBeUndefined();
    expect(back).toEqual(chart);
  });
  it('3.1.0 gives map colours an opacity, but not a fixed colour that has one', async () => {
    const { chart, after, back } = await around('state-1.0.0-map-discrete-area-scale-and-symbols', '3.1.0');
    expect(after.fields.areaLayer.color.opacity).toBe(100);
    expect(after.fields.symbolLayer.color.opacity).toBe(80);
    expect(back).toEqual(chart);
  });
  it('3.2.0 gives each cube its publish IRI', async () => {
    const { chart, after, back } = await around('state-1.0.0-pie-by-forest-zone-no-interactive-filters', '3.2.0');
    expect(after.cubes[0].publishIri).toBe(after.cubes[0].iri);
    expect(back).toEqual(chart);
  });
  it('3.3.0 makes a joinBy a list', async () => {
    const { chart, after, back } = await around('state-3.2.0-joined-cubes-table-joinby-as-text', '3.3.0');
    expect(after.cubes.map((c: Loose) => c.joinBy)).toEqual([[chart.cubes[0].joinBy], [chart.cubes[1].joinBy]]);
    expect(back).toEqual(chart);
  });
  it('3.4.0 adds a label to the meta', async () => {
    const { chart, after, back } = await around('state-1.0.0-pie-by-forest-zone-no-interactive-filters', '3.4.0');
    expect(after.meta.label).toEqual({ de: '', fr: '', it: '', en: '' });
    expect(back).toEqual(chart);
  });
});

describe('chart step 4.0.0: component ids', () => {
  const NFI = 'https://environment.ld.admin.ch/foen/nfi';
  const unversionedIri = async (iri: string) => (iri.startsWith(NFI) ? `${NFI}/nfi_C-2637/cube` : undefined);
  it('names components by the unversioned cube IRI the data service gives and the component IRI', async () => {
    const asked: [string, unknown][] = [];
    const { chart, after } = await around('state-3.4.0-map-nfi-stepped-animation-dash-in-key', '4.0.0', {
      unversionedIri: async (iri: string, source: unknown) => (asked.push([iri, source]), unversionedIri(iri)),
    });
    const id = (iri: string) => `${NFI}/nfi_C-2637/cube___${iri}`;
    expect(asked).toEqual([[`${NFI}/nfi_C-2637/cube/2024-1`, fixture('state-3.4.0-map-nfi-stepped-animation-dash-in-key').dataSource]]);
    expect(Object.keys(after.cubes[0].filters)).toEqual(Object.keys(chart.cubes[0].filters).map(id));
    expect(after.cubes[0].publishIri).toBeUndefined();
    expect(after.fields.areaLayer).toMatchObject({ componentId: id(`${NFI}/unitOfReference`), color: { componentId: id(`${NFI}/Topic/144`) } });
    expect(after.fields.animation.componentId).toBe(id(`${NFI}/inventory`));
    expect(after.interactiveFiltersConfig.timeRange.componentId).toBe(id(`${NFI}/inventory`));
    expect(after.interactiveFiltersConfig.legend.componentId).toBe('');
    expect(after.interactiveFiltersConfig.dataFilters.componentIds).toEqual([]);
    expect(JSON.stringify(after)).not.toMatch(/componentIri/);
  });
  it('keeps the IRI it has when the source does not know the cube or fails', async () => {
    for (const lookup of [async () => undefined, async () => Promise.reject(new Error('offline'))]) {
      const { after } = await around('state-3.4.0-map-nfi-stepped-animation-dash-in-key', '4.0.0', { unversionedIri: lookup });
      expect(after.fields.animation.componentId).toBe(`${NFI}/nfi_C-2637/cube/2024-1___${NFI}/inventory`);
    }
  });
  it('keeps joinBy ids and re-keys table columns and sorting; going down gives the IRIs back', async () => {
    const { chart, after, back } = await around('state-3.2.0-joined-cubes-table-joinby-as-text', '4.0.0', {
      unversionedIri: async (iri: string) => iri.replace(/\/\d+$/, ''),
    });
    const elcom = 'https://energy.ld.admin.ch/elcom/electricityprice-canton';
    expect(after.cubes[0].joinBy).toEqual([`${elcom}___${elcom}/period`]);
    expect(Object.keys(after.fields)).toEqual(['joinBy__0', `${elcom}___${elcom}/total`]);
    expect(after.fields[`${elcom}___${elcom}/total`].componentId).toBe(`${elcom}___${elcom}/total`);
    expect(after.sorting).toEqual([{ componentId: 'joinBy__0', componentType: 'TemporalDimension', sortingOrder: 'asc' }]);
    expect(back).toEqual({ ...chart, sorting: [{ componentType: 'TemporalDimension', sortingOrder: 'asc', componentIri: 'joinBy__0' }] });
  });
  it('renames the measures and colours of a combo chart', async () => {
    const { after } = await around('state-2.0.0-combo-line-dual-beside-a-line-chart', '4.0.0', {
      unversionedIri: async () => 'https://energy.ld.admin.ch/sfoe/pv',
    });
    expect(after.fields.y.leftAxisComponentId).toMatch(/^https:\/\/energy\.ld\.admin\.ch\/sfoe\/pv___https:.*AnzahlAnlagen$/);
    expect(Object.keys(after.fields.y.colorMapping).every((k) => k.startsWith('https://energy.ld.admin.ch/sfoe/pv___'))).toBe(true);
  });
});

describe('chart steps 4.1.0 to 5.0.0', () => {
  it('4.1.0 moves the segment colours into a color field', async () => {
    const { chart, after, back } = await around('state-unversioned-column-stacked-by-year', '4.1.0');
    expect(after.fields.color).toEqual({ type: 'segment', paletteId: 'category10', colorMapping: chart.fields.segment.colorMapping });
    expect(after.fields.segment.colorMapping).toBeUndefined();
    expect(after.fields.segment.palette).toBeUndefined();
    expect(back).toEqual(chart);
  });
  it('4.1.0 gives a chart without colours a single colour, and a combo chart the colours of its measures', async () => {
    expect((await around('state-1.0.0-line-with-active-time-filter', '4.1.0')).after.fields.color).toEqual({
      type: 'single',
      paletteId: 'category10',
      color: '#1f77b4',
    });
    const combo = await around('chart-2.2.0-combo-line-single-with-colour-per-measure', '4.1.0');
    expect(combo.after.fields.color).toMatchObject({ type: 'measures', paletteId: 'category10' });
    expect(Object.values(combo.after.fields.color.colorMapping)).toEqual(['#1f77b4', '#ff7f0e']);
    expect(combo.back).toEqual(combo.chart);
  });
  it('4.1.0 names map and table palettes paletteId and drops a null joinBy', async () => {
    const map = await around('state-1.0.0-map-discrete-area-scale-and-symbols', '4.1.0');
    expect(map.after.fields.areaLayer.color.paletteId).toBe('greens');
    expect(map.back).toEqual(map.chart);
    const table = await around('state-1.0.0-table-grouped-columns-category-and-heatmap-styles', '4.1.0');
    expect(Object.values<Loose>(table.after.fields).map((f) => f.columnStyle.paletteId)).toEqual([undefined, undefined, 'set2', 'PuOr']);
    expect(table.back).toEqual(table.chart);
    const joined = await chartAt('state-4.0.0-canvas-dashboard-production-id-separator', '4.0.0');
    expect('joinBy' in (await up('4.1.0', joined.chart)).cubes[0]).toBe(false);
  });
  it('4.2.0 adds limits', async () => {
    const { chart, after, back } = await around('state-1.0.0-column-time-slider', '4.2.0');
    expect(after.limits).toEqual({});
    expect(back).toEqual(chart);
  });
  it('4.3.0 adds custom layers to a map', async () => {
    const { chart, after, back } = await around('state-1.0.0-map-discrete-area-scale-and-symbols', '4.3.0');
    expect(after.baseLayer).toEqual({ show: false, locked: false, customLayers: [] });
    expect(back).toEqual(chart);
  });
  it('4.4.0 adds which segment values show their values', async () => {
    const { chart, after, back } = await around('state-1.0.0-pie-by-forest-zone-no-interactive-filters', '4.4.0');
    expect(after.fields.segment.showValuesMapping).toEqual({});
    expect(back).toEqual(chart);
  });
  it('4.5.0 adds unit conversions', async () => {
    const { chart, after, back } = await around('state-1.0.0-pie-by-forest-zone-no-interactive-filters', '4.5.0');
    expect(after.conversionUnitsByComponentId).toEqual({});
    expect(back).toEqual(chart);
  });
  it('4.6.0 makes interactive filters required: a table gets them, data filters get their types', async () => {
    const table = await around('state-1.0.0-table-grouped-columns-category-and-heatmap-styles', '4.6.0');
    expect(table.chart.interactiveFiltersConfig).toBeUndefined();
    expect(table.after.interactiveFiltersConfig).toEqual({
      legend: { active: false, componentId: '' },
      timeRange: { active: false, componentId: '', presets: { type: 'range', from: '', to: '' } },
      dataFilters: { active: false, componentIds: [], defaultValueOverrides: {}, filterTypes: {} },
      calculation: { active: false, type: 'identity' },
    });
    expect(table.back).toEqual(table.chart);
    const line = await around('state-1.0.0-line-with-active-time-filter', '4.6.0');
    expect(line.after.interactiveFiltersConfig.dataFilters).toEqual({
      active: true,
      componentIds: [`${PX}/dataset___${PX}/dimension/1`],
      defaultValueOverrides: {},
      filterTypes: { [`${PX}/dataset___${PX}/dimension/1`]: 'single' },
    });
    expect(line.back).toEqual(line.chart);
  });
  it('5.0.0 adds annotations', async () => {
    const { chart, after, back } = await around('state-1.0.0-column-time-slider', '5.0.0');
    expect(after.annotations).toEqual([]);
    expect(back).toEqual(chart);
  });
});
