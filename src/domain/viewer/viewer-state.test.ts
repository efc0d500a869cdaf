import { describe, expect, it } from 'vitest';
import type { ChartConfig, ChartConfigOf } from '../config';
import { configBase } from '../charts/test-fixture';
import { initialViewerState, sharedViewState, viewerReducer, type ViewerAction, type ViewerState } from './viewer-state';
import { emptyViewState } from './view-state';

type Interactive = ChartConfigOf<'column'>['interactiveFiltersConfig'];
const column = (interactive: Partial<Interactive> = {}): ChartConfigOf<'column'> => {
  const base = configBase();
  return {
    ...base,
    interactiveFiltersConfig: { ...base.interactiveFiltersConfig, ...interactive },
    chartType: 'column',
    fields: { x: { componentId: 'canton' }, y: { componentId: 'value' }, color: { type: 'single', paletteId: 'category10', color: '#336699' } },
  };
};
const table = (): ChartConfig =>
  ({ ...configBase(), chartType: 'table', fields: {}, sorting: [], settings: { showSearch: true, showAllRows: false } }) as unknown as ChartConfig;
const percentOffered = { calculation: { active: true, type: 'identity' as const } };
const values = [
  { value: 'https://ld.example/canton/1', label: 'Bern' },
  { value: 'https://ld.example/canton/2', label: 'Zürich' },
  { value: 'https://ld.example/canton/3', label: 'Uri' },
];
const run = (state: ViewerState, ...actions: ViewerAction[]) => actions.reduce(viewerReducer, state);
const sync = (config: ChartConfig, legendCategories: string[] = [], legendValues = values): ViewerAction => ({
  type: 'SYNC',
  config,
  legendValues,
  legendCategories,
});

describe('initialViewerState', () => {
  it('opens as the author made the chart', () => {
    const state = initialViewerState({ config: column() });
    expect(state.chart).toEqual({ hiddenCategories: [], calculation: 'identity' });
    expect(state.dataFilters).toEqual({});
    expect(state.held).toBe(false);
  });

  it('opens a drawn chart as a shared address asks, where the chart offers it', () => {
    const requested = {
      ...emptyViewState(),
      hiddenCategories: ['https://ld.example/canton/1'],
      calculation: 'percent' as const,
      timeRange: { from: '2001', to: '2003' },
      dataFilters: { fuel: ['gas'] },
    };
    const state = initialViewerState({ config: column(percentOffered), requested });
    expect(state.chart).toEqual({ hiddenCategories: ['https://ld.example/canton/1'], calculation: 'percent' });
    expect(state.requestedTimeRange).toEqual({ from: '2001', to: '2003' });
    expect(state.dataFilters).toEqual({ fuel: ['gas'] });
    // Without the toggle, the author's calculation holds.
    expect(initialViewerState({ config: column(), requested }).chart.calculation).toBe('identity');
  });

  it('opens a table as the author made it, whatever the address asks', () => {
    const state = initialViewerState({ config: table(), requested: { ...emptyViewState(), hiddenCategories: ['x'], timeRange: { from: '1', to: '2' } } });
    expect(state.chart.hiddenCategories).toEqual([]);
    expect(state.requestedTimeRange).toBeUndefined();
  });
});

describe('viewerReducer', () => {
  const start = initialViewerState({ config: column(percentOffered) });

  it('toggles legend categories, never the last shown one', () => {
    const all = ['Bern', 'Zürich'];
    const hidden = run(start, { type: 'LEGEND_TOGGLE', category: 'Bern', categories: all });
    expect(hidden.chart.hiddenCategories).toEqual(['Bern']);
    expect(run(hidden, { type: 'LEGEND_TOGGLE', category: 'Zürich', categories: all }).chart.hiddenCategories).toEqual(['Bern']);
    expect(run(hidden, { type: 'LEGEND_TOGGLE', category: 'Bern', categories: all }).chart.hiddenCategories).toEqual([]);
  });

  it('keeps the drawn state when only the hold, or the same range or frame, comes again', () => {
    const ranged = run(start, { type: 'TIME_RANGE_CHANGE', timeRange: { from: '2001', to: '2002' } });
    expect(ranged.chart.timeRange).toEqual({ from: '2001', to: '2002' });
    expect(run(ranged, { type: 'TIME_RANGE_CHANGE', timeRange: { from: '2001', to: '2002' } })).toBe(ranged);
    const held = run(ranged, { type: 'TIME_RANGE_HOLD', held: true });
    expect(held.held).toBe(true);
    expect(held.chart).toBe(ranged.chart);
    const framed = run(held, { type: 'ANIMATION_FRAME', value: '2001' });
    expect(framed.chart.animationValue).toBe('2001');
    expect(run(framed, { type: 'ANIMATION_FRAME', value: '2001' })).toBe(framed);
  });

  it('sets the calculation, the data filters and a table’s sorting and search', () => {
    const next = run(
      start,
      { type: 'CALCULATION_CHANGE', calculation: 'percent' },
      { type: 'DATA_FILTERS_CHANGE', choices: { fuel: ['coal'] } },
      { type: 'TABLE_SORTING_CHANGE', sorting: [{ componentId: 'value', sortingOrder: 'desc' }] },
      { type: 'TABLE_SEARCH_CHANGE', search: 'bern' },
    );
    expect(next.chart.calculation).toBe('percent');
    expect(next.dataFilters).toEqual({ fuel: ['coal'] });
    expect(next.tableSorting).toEqual([{ componentId: 'value', sortingOrder: 'desc' }]);
    expect(next.tableSearch).toBe('bern');
    expect(start.tableSearch).toBe('');
  });

  it('turns a paged table’s pages, back to the first at a new sorting or search', () => {
    const paged = run(start, { type: 'TABLE_PAGE_CHANGE', offset: 300 });
    expect(paged.tableOffset).toBe(300);
    expect(run(paged, { type: 'TABLE_PAGE_CHANGE', offset: 300 })).toBe(paged);
    expect(run(paged, { type: 'TABLE_SORTING_CHANGE', sorting: [{ componentId: 'value', sortingOrder: 'asc' }] }).tableOffset).toBe(0);
    expect(run(paged, { type: 'TABLE_SEARCH_CHANGE', search: 'bern' }).tableOffset).toBe(0);
  });
});

describe('SYNC: what loading and the author teach the state', () => {
  it('changes nothing, and returns the same state, when nothing needs correcting', () => {
    const state = run(initialViewerState({ config: column() }), sync(column(), ['Bern', 'Zürich']));
    expect(viewerReducer(state, sync(column(), ['Bern', 'Zürich']))).toBe(state);
  });

  it('resets the visitor’s calculation when the author chooses another one', () => {
    const percent = run(initialViewerState({ config: column(percentOffered) }), { type: 'CALCULATION_CHANGE', calculation: 'percent' });
    expect(run(percent, sync(column(percentOffered))).chart.calculation).toBe('percent');
    const changed = run(percent, sync(column({ calculation: { active: true, type: 'percent' } })));
    expect(changed.chart.calculation).toBe('percent');
    expect(changed.configuredCalculation).toBe('percent');
    expect(run(changed, sync(column(percentOffered))).chart.calculation).toBe('identity');
  });

  it('turns the address’s hidden values into the legend’s labels once, and drops what the legend lacks', () => {
    const requested = { ...emptyViewState(), hiddenCategories: ['https://ld.example/canton/1', 'https://ld.example/canton/9'] };
    const state = initialViewerState({ config: column(), requested });
    const labelled = run(state, sync(column(), []));
    expect(labelled.chart.hiddenCategories).toEqual(['Bern', 'https://ld.example/canton/9']);
    expect(labelled.labelled).toBe(true);
    expect(run(labelled, sync(column(), ['Bern', 'Zürich', 'Uri'])).chart.hiddenCategories).toEqual(['Bern']);
  });

  it('shows every category when an address hid them all', () => {
    const requested = { ...emptyViewState(), hiddenCategories: values.map((v) => v.value) };
    const state = run(initialViewerState({ config: column(), requested }), sync(column(), ['Bern', 'Zürich', 'Uri']));
    expect(state.chart.hiddenCategories).toEqual([]);
  });

  it('leaves a table’s state alone', () => {
    const state = initialViewerState({ config: table() });
    expect(viewerReducer(state, { type: 'SYNC', config: table(), legendCategories: [] })).toBe(state);
  });
});

describe('sharedViewState', () => {
  it('shares hidden categories by value, and only what the chart offers', () => {
    const config = column({ ...percentOffered, dataFilters: { active: true, componentIds: ['fuel'], defaultValueOverrides: {}, filterTypes: {} } });
    const state = run(
      initialViewerState({ config }),
      { type: 'LEGEND_TOGGLE', category: 'Zürich', categories: ['Bern', 'Zürich'] },
      { type: 'TIME_RANGE_CHANGE', timeRange: { from: '1', to: '2' } },
    );
    expect(sharedViewState(config, state, { fuel: ['gas'] }, values)).toEqual({
      hiddenCategories: ['https://ld.example/canton/2'],
      timeRange: undefined,
      calculation: 'identity',
      dataFilters: { fuel: ['gas'] },
    });
    expect(sharedViewState(column(), state, { fuel: ['gas'] }, undefined)).toEqual({
      hiddenCategories: ['Zürich'],
      timeRange: undefined,
      calculation: undefined,
      dataFilters: {},
    });
  });
});
