/**
 * Chart config steps, 1.0.0 to 5.0.0 (spec 002 §4 "Notable chart steps"), one per version,
 * keyed by the version each leads up to. The version numbers and shapes up to 4.5.0 are those
 * of the production tool's saved configs; 4.6.0 and 5.0.0 complete what spec 002 lists.
 */
import { schemeCategory10 } from 'd3-scale-chromatic';
import { defaultInteractiveFilters, emptyLocalized } from '../defaults';
import { deriveChartKey } from '../keys';
import { mapSteps } from './chart-map';
import { componentIdsStep } from './component-ids';
import { addProperty, canonicalJson, edit, isCombo, isMap } from './edit';
import type { Loose, Steps } from './run';

export const CHART_VERSION = '5.0.0';

const ANIMATED_TYPES = ['column', 'pie', 'scatterplot'];
// The defaults of the versions these steps produce, not config/defaults.ts: changing today's default must not change what an old config migrates to.
const DEFAULT_PALETTE = 'category10';

/** The measures a combo chart's y field names, in order. */
const comboMeasures = (y: Loose, chartType: string): string[] =>
  chartType === 'comboLineSingle'
    ? (y.componentIris ?? [])
    : chartType === 'comboLineDual'
      ? [y.leftAxisComponentIri, y.rightAxisComponentIri]
      : [y.lineComponentIri, y.columnComponentIri];

const renameProperty = (object: Loose | undefined, from: string, to: string) => {
  if (!object || !(from in object)) return;
  object[to] = object[from];
  delete object[from];
};

/** Every object of a chart config that names a palette: map colours and table column styles. */
const paletteHolders = (c: Loose): Loose[] =>
  isMap(c)
    ? [c.fields.areaLayer?.color, c.fields.symbolLayer?.color].filter(Boolean)
    : Object.values<Loose>(c.fields ?? {})
        .map((f) => f?.columnStyle)
        .filter(Boolean);

export const chartSteps: Steps = {
  ...(mapSteps as Steps),
  // interactiveFiltersConfig.time → timeRange
  '1.2.1': {
    up: (c) => edit(c, (d) => d.interactiveFiltersConfig && renameProperty(d.interactiveFiltersConfig, 'time', 'timeRange')),
    down: (c) => edit(c, (d) => d.interactiveFiltersConfig && renameProperty(d.interactiveFiltersConfig, 'timeRange', 'time')),
  },
  // + interactiveFiltersConfig.timeSlider
  '1.3.0': {
    up: (c) => edit(c, (d) => d.interactiveFiltersConfig && (d.interactiveFiltersConfig.timeSlider = { componentIri: '' })),
    down: (c) => edit(c, (d) => delete d.interactiveFiltersConfig?.timeSlider),
  },
  // The time slider is replaced by an animation field for column, pie and scatterplot.
  '1.4.0': {
    up: (c) =>
      edit(c, (d) => {
        const slider = d.interactiveFiltersConfig?.timeSlider;
        if (!d.interactiveFiltersConfig) return;
        delete d.interactiveFiltersConfig.timeSlider;
        if (ANIMATED_TYPES.includes(d.chartType) && slider?.componentIri) {
          d.fields.animation = { componentIri: slider.componentIri, showPlayButton: true, duration: 30, type: 'continuous', dynamicScales: false };
        }
      }),
    down: (c) =>
      edit(c, (d) => {
        const animation = d.fields?.animation;
        delete d.fields?.animation;
        if (d.interactiveFiltersConfig) {
          d.interactiveFiltersConfig.timeSlider = { componentIri: animation && ANIMATED_TYPES.includes(d.chartType) ? animation.componentIri : '' };
        }
      }),
  },
  // An active time range filters the x axis of area, column and line charts.
  '1.4.1': {
    up: (c) =>
      edit(c, (d) => {
        const timeRange = d.interactiveFiltersConfig?.timeRange;
        if (timeRange?.active && ['area', 'column', 'line'].includes(d.chartType)) timeRange.componentIri = d.fields.x.componentIri;
      }),
    down: (c) =>
      edit(c, (d) => {
        const timeRange = d.interactiveFiltersConfig?.timeRange;
        if (timeRange?.active) timeRange.componentIri = '';
      }),
  },
  // + interactiveFiltersConfig.calculation
  '1.4.2': {
    up: (c) => edit(c, (d) => d.interactiveFiltersConfig && (d.interactiveFiltersConfig.calculation = { active: false, type: 'identity' })),
    down: (c) => edit(c, (d) => delete d.interactiveFiltersConfig?.calculation),
  },
  // + key, and the meta and active field that were the state's move into the chart. The key is
  // derived from what the chart shows, so a config migrated twice gets the same key.
  '2.0.0': {
    up: (c, { state }) => ({
      ...c,
      key: deriveChartKey(canonicalJson({ dataSet: state?.dataSet, chartType: c.chartType, fields: c.fields, filters: c.filters })),
      meta: { title: state?.meta?.title ?? emptyLocalized(), description: state?.meta?.description ?? emptyLocalized() },
      ...(state?.activeField ? { activeField: state.activeField } : {}),
    }),
    down: ({ key: _, meta: __, activeField: ___, ...c }) => c,
  },
  // Combo charts exist from here on; going down, one becomes a line chart of its first measure.
  '2.1.0': {
    up: (c) => c,
    down: (c) => (isCombo(c) ? { ...c, chartType: 'line', fields: { x: c.fields.x, y: { componentIri: comboMeasures(c.fields.y, c.chartType)[0] } } } : c),
  },
  // Combo charts get a palette and a colour per measure.
  '2.2.0': {
    up: (c) =>
      isCombo(c)
        ? edit(c, ({ fields, chartType }) => {
            fields.y.palette = DEFAULT_PALETTE;
            fields.y.colorMapping = Object.fromEntries(comboMeasures(fields.y, chartType).map((iri, i) => [iri, schemeCategory10[i % 10]]));
          })
        : c,
    down: (c) => (isCombo(c) ? edit(c, ({ fields }) => (delete fields.y.palette, delete fields.y.colorMapping)) : c),
  },
  // + dataSet, which was the state's.
  '2.3.0': {
    up: (c, { state }) => ({ ...c, dataSet: state?.dataSet }),
    down: ({ dataSet: _, ...c }) => c,
  },
  // The single dataSet and its filters become a list of cubes.
  '3.0.0': {
    up: ({ dataSet, filters, ...c }) => ({ ...c, cubes: [{ iri: dataSet, filters: filters ?? {} }] }),
    down: ({ cubes, ...c }) => ({ ...c, dataSet: cubes?.[0]?.iri, filters: cubes?.[0]?.filters ?? {} }),
  },
  // Map colours get an opacity.
  '3.1.0': {
    up: (c) =>
      isMap(c)
        ? edit(c, ({ fields }) => {
            if (fields.areaLayer) fields.areaLayer.color.opacity = 100;
            if (fields.symbolLayer && fields.symbolLayer.color.type !== 'fixed') fields.symbolLayer.color.opacity = 100;
          })
        : c,
    down: (c) =>
      isMap(c)
        ? edit(c, ({ fields }) => {
            delete fields.areaLayer?.color.opacity;
            if (fields.symbolLayer?.color.type !== 'fixed') delete fields.symbolLayer?.color.opacity;
          })
        : c,
  },
  // cubes + publishIri
  '3.2.0': {
    up: (c) => ({ ...c, cubes: c.cubes.map((cube: Loose) => ({ ...cube, publishIri: cube.iri })) }),
    down: (c) => ({ ...c, cubes: c.cubes.map(({ publishIri: _, ...cube }: Loose) => cube) }),
  },
  // A cube's joinBy becomes a list.
  '3.3.0': {
    up: (c) => ({ ...c, cubes: c.cubes.map((cube: Loose) => (typeof cube.joinBy === 'string' ? { ...cube, joinBy: [cube.joinBy] } : cube)) }),
    down: (c) => ({ ...c, cubes: c.cubes.map((cube: Loose) => (Array.isArray(cube.joinBy) ? { ...cube, joinBy: cube.joinBy[0] } : cube)) }),
  },
  // meta + label
  '3.4.0': {
    up: (c) => ({ ...c, meta: { ...c.meta, label: emptyLocalized() } }),
    down: ({ meta, ...c }) => {
      const { label: _, ...rest } = meta ?? {};
      return { ...c, meta: rest };
    },
  },
  // Component IRIs become component ids (asks the data service for each cube's unversioned IRI).
  '4.0.0': componentIdsStep,
  // Colours move into a color field (single, segment or measures); palette becomes paletteId.
  '4.1.0': {
    up: (c) =>
      edit(c, (d) => {
        for (const cube of d.cubes) if (cube.joinBy === null) delete cube.joinBy;
        for (const holder of paletteHolders(d)) renameProperty(holder, 'palette', 'paletteId');
        if (isMap(d) || d.chartType === 'table') return;
        const { segment, y } = d.fields;
        if (y?.colorMapping) {
          d.fields.color = { type: 'measures', paletteId: y.palette ?? DEFAULT_PALETTE, colorMapping: y.colorMapping };
        } else if (segment?.colorMapping) {
          d.fields.color = { type: 'segment', paletteId: segment.palette ?? DEFAULT_PALETTE, colorMapping: segment.colorMapping };
        } else if (!d.fields.color) {
          d.fields.color = { type: 'single', paletteId: DEFAULT_PALETTE, color: schemeCategory10[0] };
        }
        for (const field of [segment, y]) {
          delete field?.colorMapping;
          delete field?.palette;
        }
      }),
    down: (c) =>
      edit(c, (d) => {
        for (const holder of paletteHolders(d)) renameProperty(holder, 'paletteId', 'palette');
        const color = d.fields?.color;
        if (isMap(d) || d.chartType === 'table' || !color) return;
        const holder = color.type === 'segment' ? d.fields.segment : color.type === 'measures' ? d.fields.y : undefined;
        if (holder) Object.assign(holder, { palette: color.paletteId, colorMapping: color.colorMapping });
        delete d.fields.color;
      }),
  },
  // + limits (per measure id)
  '4.2.0': addProperty('limits', () => ({})),
  // Maps: baseLayer + customLayers
  '4.3.0': {
    up: (c) => (isMap(c) ? { ...c, baseLayer: { ...c.baseLayer, customLayers: [] } } : c),
    down: (c) => (isMap(c) ? edit(c, (d) => delete d.baseLayer.customLayers) : c),
  },
  // segment + showValuesMapping
  '4.4.0': {
    up: (c) => (c.fields?.segment ? edit(c, (d) => (d.fields.segment.showValuesMapping = {})) : c),
    down: (c) => (c.fields?.segment ? edit(c, (d) => delete d.fields.segment.showValuesMapping) : c),
  },
  // + conversionUnitsByComponentId
  '4.5.0': addProperty('conversionUnitsByComponentId', () => ({})),
  // Interactive filters are required for all charts (tables had none), each part complete.
  '4.6.0': {
    up: (c) => {
      const given: Loose = c.interactiveFiltersConfig ?? {};
      const defaults = defaultInteractiveFilters();
      const dataFilters = { ...defaults.dataFilters, ...given.dataFilters };
      const filterTypes = Object.fromEntries(dataFilters.componentIds.map((id: string) => [id, dataFilters.filterTypes[id] ?? 'single']));
      return {
        ...c,
        interactiveFiltersConfig: {
          legend: { ...defaults.legend, ...given.legend },
          timeRange: { ...defaults.timeRange, ...given.timeRange, presets: { ...defaults.timeRange.presets, ...given.timeRange?.presets } },
          dataFilters: { ...dataFilters, filterTypes },
          calculation: { ...defaults.calculation, ...given.calculation },
        },
      };
    },
    down: (c) => {
      if (c.chartType === 'table') {
        const { interactiveFiltersConfig: _, ...rest } = c;
        return rest;
      }
      return edit(c, (d) => {
        const dataFilters = d.interactiveFiltersConfig?.dataFilters;
        if (dataFilters) {
          delete dataFilters.defaultValueOverrides;
          delete dataFilters.filterTypes;
        }
      });
    },
  },
  // + annotations
  '5.0.0': addProperty('annotations', () => []),
};
