import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AIR, SPARSE_CUBE, sparseComponents, sparseObservations, sparseValuesWithData } from '../../../tests/support/sparse-cube';
import { getEnabledChartTypes } from '../charts/availability';
import { getInitialChartConfig } from '../charts/initial-config';
import type { ChartConfig, ConfiguratorState } from '../config';
import { encodingsOf, componentOptions } from '../encodings';
import type { ConfiguratorAction } from './actions';
import { filterNoticeOf } from './filter-memory';
import { resolveAvailability, type FilterAvailability } from './filter-availability';
import { MOST_RECENT_VALUE } from './most-recent';
import { possibleFiltersRequest, possibleFiltersUpdate } from './possible-filters';
import { configuratorReducer } from './reducer';
import { activeChart, editedState, newChartState } from './select';

const components = sparseComponents();
const dataSource = { type: 'sparql' as const, url: 'https://example.org/query' };
const chartOf = (state: ConfiguratorState) => activeChart(state)!;
const filtersOf = (state: ConfiguratorState) => chartOf(state).cubes[0].filters;
const valueOf = (state: ConfiguratorState, id: string) => {
  const filter = filtersOf(state)[id];
  return filter?.type === 'single' ? filter.value : undefined;
};

/** The possible filters' answer for the chart, as the server gives it from the same rows. */
const answerOf = async (chart: ChartConfig) => {
  const request = possibleFiltersRequest(chart, chart.cubes[0].filters, components);
  return resolveAvailability(request.filters, components.dimensions, sparseValuesWithData, request.fieldIds);
};

/** What usePossibleFilters does: the answer applied until the chart agrees with it. */
const withPossibleFilters = async (state: ConfiguratorState) => {
  for (let i = 0; i < 3; i++) {
    const update = possibleFiltersUpdate(chartOf(state), SPARSE_CUBE, await answerOf(chartOf(state)));
    if (!update) return state;
    state = configuratorReducer(state, { type: 'CHART_CONFIG_FILTERS_UPDATE', value: { cubeIri: SPARSE_CUBE, ...update } });
  }
  throw new Error('The possible filters do not settle');
};

const act = async (state: ConfiguratorState, action: ConfiguratorAction) => withPossibleFilters(configuratorReducer(state, action));

const start = async (chartType: ChartConfig['chartType'] = 'column') =>
  withPossibleFilters(newChartState(getInitialChartConfig({ cubes: [{ iri: SPARSE_CUBE }], ...components, chartType, key: 'chart0000001' }), dataSource));

describe('filter memory on the sparse cube', () => {
  it('a chosen value the data refuses is changed and announced, with the filters that refuse it; Undo returns to the chart before the edit', async () => {
    // Column by year; filters station, canton, pollutant (in this order).
    let state = await start();
    state = await act(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: AIR.station, value: AIR.stationValue('lugano') } });
    state = await act(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: AIR.pollutant, value: AIR.pollutantValue('pm10') } });
    const before = chartOf(state);
    // Bern-Bollwerk has no PM10 before 1998 but has PM10: choose Payerne (O3 and SO2 only).
    state = await act(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: AIR.station, value: AIR.stationValue('payerne') } });
    expect(valueOf(state, AIR.pollutant)).toBe(AIR.pollutantValue('o3'));
    expect(filterNoticeOf(state, AIR.pollutant)).toMatchObject({
      from: AIR.pollutantValue('pm10'),
      to: AIR.pollutantValue('o3'),
      because: expect.arrayContaining([{ id: AIR.station, value: AIR.stationValue('payerne') }]),
    });
    state = await act(state, { type: 'FILTER_NOTICE_UNDO' });
    expect(chartOf(state)).toEqual(before);
    expect(filterNoticeOf(state, AIR.pollutant)).toBeUndefined();
  });

  it('defaults follow the data without a notice; the next edit clears notices', async () => {
    const state = await start();
    // The initial canton (Bern) has no data for the initial station (Basel-Binningen): a default, moved silently.
    expect(valueOf(state, AIR.canton)).toBe(AIR.cantonValue('bs'));
    expect(state.filterNotices?.[chartOf(state).key]?.notices ?? []).toEqual([]);
  });

  it('a chart opened for editing announces changes of its saved values', async () => {
    const chart = getInitialChartConfig({ cubes: [{ iri: SPARSE_CUBE }], ...components, chartType: 'column', key: 'chart0000001' });
    const saved = {
      ...chart,
      cubes: [{ ...chart.cubes[0], filters: { ...chart.cubes[0].filters, [AIR.canton]: { type: 'single' as const, value: AIR.cantonValue('ti') } } }],
    };
    const { state: _, ...data } = newChartState(saved, dataSource);
    const state = await withPossibleFilters(editedState(data));
    expect(filterNoticeOf(state, AIR.canton)).toMatchObject({ from: AIR.cantonValue('ti'), to: AIR.cantonValue('bs') });
    // Nothing to undo before an edit.
    expect(configuratorReducer(state, { type: 'FILTER_NOTICE_UNDO' })).toBe(state);
  });

  it('most recent stays ticked and stands for the last year with data (Lugano: 1998)', async () => {
    let state = await start('pie');
    state = await act(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: AIR.year, value: MOST_RECENT_VALUE } });
    state = await act(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: AIR.station, value: AIR.stationValue('lugano') } });
    expect(valueOf(state, AIR.year)).toBe(MOST_RECENT_VALUE);
    const year = (await answerOf(chartOf(state))).find((a) => a.id === AIR.year) as FilterAvailability;
    expect(year.value).toBe('1998');
  });

  it('a dimension that stops being a field gets the author’s value back, not a default', async () => {
    let state = await start();
    state = await act(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: AIR.station, value: AIR.stationValue('zuerich-kaserne') } });
    state = await act(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: AIR.pollutant, value: AIR.pollutantValue('pm10') } });
    state = await act(state, { type: 'CHART_FIELD_CHANGED', value: { field: 'segment', componentId: AIR.pollutant, components } });
    // A field now, kept to the unit of the author's PM10 (µg/m³; carbon monoxide is in mg/m³).
    expect(filtersOf(state)[AIR.pollutant]).toEqual(MICROGRAM_POLLUTANTS);
    state = await act(state, { type: 'CHART_FIELD_DELETED', value: { field: 'segment', components } });
    expect(valueOf(state, AIR.pollutant)).toBe(AIR.pollutantValue('pm10'));
    expect(valueOf(state, AIR.station)).toBe(AIR.stationValue('zuerich-kaserne'));
  });
});

/** The multi filter of the pollutants measured in µg/m³ (measure-units.ts). */
const MICROGRAM_POLLUTANTS = { type: 'multi', values: Object.fromEntries(['no2', 'pm10', 'o3', 'so2'].map((p) => [AIR.pollutantValue(p), true])) };

/** An author's step, read against the current state (indices wrap). */
type Step = { kind: 'filter' | 'most-recent' | 'field' | 'type' | 'undo'; a: number; b: number };

describe('no chosen filter value changes silently (property)', () => {
  it('random field changes, filter choices and type changes on the sparse cube', async () => {
    const counts = { announced: 0, defaults: 0, removedAsField: 0, steps: 0 };
    const types = getEnabledChartTypes(components);
    const step = fc.record({ kind: fc.constantFrom<Step['kind']>('filter', 'filter', 'most-recent', 'field', 'type', 'undo'), a: fc.nat(), b: fc.nat() });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...types), fc.array(step, { minLength: 1, maxLength: 12 }), async (chartType, steps) => {
        let state = await start(chartType);
        const choices = new Map<string, string | number>();
        for (const { kind, a, b } of steps) {
          const chart = chartOf(state);
          const filters = filtersOf(state);
          let action: ConfiguratorAction | undefined;
          if (kind === 'filter' || kind === 'most-recent') {
            // The author picks among the values the controls offer: those with data.
            const answer = (await answerOf(chart)).filter((x): x is FilterAvailability => x.type === 'single');
            const row = answer[a % Math.max(1, answer.length)];
            if (row && kind === 'filter') action = { type: 'FILTER_SET_SINGLE', value: { dimensionId: row.id, value: row.values[b % row.values.length] } };
            if (kind === 'most-recent' && filters[AIR.year]?.type === 'single')
              action = { type: 'FILTER_SET_SINGLE', value: { dimensionId: AIR.year, value: MOST_RECENT_VALUE } };
          } else if (kind === 'field') {
            const encodings = encodingsOf(chart.chartType).filter((e) => !e.measures);
            const encoding = encodings[a % Math.max(1, encodings.length)];
            const options = encoding ? componentOptions(chart, encoding.field, components).filter((o) => !o.disabled) : [];
            const option = options[b % Math.max(1, options.length)];
            if (encoding && option) action = { type: 'CHART_FIELD_CHANGED', value: { field: encoding.field, componentId: option.component.id, components } };
            else if (encoding?.optional) action = { type: 'CHART_FIELD_DELETED', value: { field: encoding.field, components } };
          } else if (kind === 'type') {
            action = { type: 'CHART_TYPE_CHANGED', value: { chartType: types[a % types.length], components } };
          } else action = { type: 'FILTER_NOTICE_UNDO' };
          if (!action) continue;
          const next = await act(state, action);
          counts.steps++;
          const after = filtersOf(next);
          const fields = new Set(Object.values(chartOf(next).fields).flatMap((f) => (f && typeof f === 'object' && 'componentId' in f ? [f.componentId] : [])));
          for (const [id, filter] of Object.entries(filters)) {
            if (filter.type !== 'single' || action.type === 'FILTER_NOTICE_UNDO') continue;
            const now = after[id];
            const own = action.type === 'FILTER_SET_SINGLE' && action.value.dimensionId === id;
            if (!now) {
              // Only a dimension that became a field loses its filter (spec 001 §4).
              expect(fields.has(id) || chartOf(next).chartType === 'map' || chartOf(next).chartType === 'table', `${id} removed`).toBe(true);
              counts.removedAsField++;
              continue;
            }
            if (now.type !== 'single' || String(now.value) === String(filter.value) || own) continue;
            const notice = filterNoticeOf(next, id);
            if (notice && String(notice.to) === String(now.value)) counts.announced++;
            else {
              // Silent only for a value the author never chose: a default the normalisation moves to data.
              expect(choices.get(id) === undefined || String(choices.get(id)) !== String(filter.value), `${id} changed silently`).toBe(true);
              counts.defaults++;
            }
          }
          // A filter that comes back (its dimension left the fields) has the author's value, or says why not.
          for (const [id, filter] of Object.entries(after)) {
            const choice = choices.get(id);
            if (
              action.type === 'FILTER_NOTICE_UNDO' ||
              id in filters ||
              filter.type !== 'single' ||
              choice === undefined ||
              String(choice) === String(filter.value)
            )
              continue;
            expect(filterNoticeOf(next, id), `${id} came back without the author's value`).toMatchObject({ from: choice, to: filter.value });
            counts.announced++;
          }
          if (action.type === 'FILTER_SET_SINGLE') choices.set(action.value.dimensionId, action.value.value);
          // Undo returns to the chart as the author had it: its values are theirs.
          if (action.type === 'FILTER_NOTICE_UNDO' && configuratorReducer(state, action) !== state)
            for (const [id, f] of Object.entries(after)) if (f.type === 'single') choices.set(id, f.value);
          // Most recent stays ticked while its dimension is filtered.
          if (choices.get(AIR.year) === MOST_RECENT_VALUE && after[AIR.year]?.type === 'single' && action.type !== 'FILTER_NOTICE_UNDO')
            expect(after[AIR.year]).toMatchObject({ value: MOST_RECENT_VALUE });
          // The chart's filters always have data.
          const fixed = Object.entries(after).filter(([, f]) => f.type === 'single' && f.value !== MOST_RECENT_VALUE);
          expect(sparseObservations.some((o) => fixed.every(([id, f]) => f.type === 'single' && String(o[id]) === String(f.value)))).toBe(true);
          state = next;
        }
      }),
      { numRuns: 150, seed: 28 },
    );
    console.log(
      `filter changes over ${counts.steps} steps: announced ${counts.announced}, silent 0, defaults moved to data ${counts.defaults}, removed as fields ${counts.removedAsField}`,
    );
    expect(counts.announced).toBeGreaterThan(0);
  }, 120_000);
});

describe('filter memory on a map', () => {
  it('a categorical colour takes the pollutant as colour; another colour component gives the pollutant filter back at the author’s value', async () => {
    let state = await start('map');
    state = await act(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: AIR.pollutant, value: AIR.pollutantValue('pm10') } });
    const layer = (chartOf(state).fields as Record<string, unknown>).areaLayer ? 'areaLayer' : 'symbolLayer';
    state = await act(state, { type: 'MAP_LAYER_COLOR_TYPE_CHANGED', value: { field: layer, colorType: 'categorical', components } });
    // A field now, kept to the unit of the author's PM10 (µg/m³; carbon monoxide is in mg/m³).
    expect(filtersOf(state)[AIR.pollutant]).toEqual(MICROGRAM_POLLUTANTS);
    state = await act(state, { type: 'MAP_LAYER_COLOR_COMPONENT_CHANGED', value: { field: layer, componentId: AIR.unit, components } });
    expect(valueOf(state, AIR.pollutant)).toBe(AIR.pollutantValue('pm10'));
  });
});
