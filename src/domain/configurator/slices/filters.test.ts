import { describe, expect, it } from 'vitest';
import type { ChartConfig, ConfiguratorState } from '../../config';
import type { Filters } from '../../data';
import { activeChart, newChartState } from '../select';
import { filtersSlice, orderedFilterIds } from './filters';

const state = (filters: Filters): ConfiguratorState =>
  newChartState({ key: 'c', cubes: [{ iri: 'cube', filters }], fields: {} } as unknown as ChartConfig, { type: 'sparql', url: '/api/sparql' });
const order = (s: ConfiguratorState) => orderedFilterIds(activeChart(s)!.cubes[0].filters);
const start: Filters = { zone: { type: 'single', value: 'CH' }, canton: { type: 'single', value: 'ZH' }, size: { type: 'single', value: 'small' } };

describe('filters slice', () => {
  it('keeps a filter in its place when its value changes', () => {
    const next = filtersSlice(state(start), { type: 'FILTER_SET_SINGLE', value: { dimensionId: 'canton', value: 'BE' } });
    expect(order(next)).toEqual(['zone', 'canton', 'size']);
    expect(activeChart(next)!.cubes[0].filters.canton).toEqual({ type: 'single', value: 'BE' });
  });

  it('moves a filter by index and keeps the new order through later changes', () => {
    const moved = filtersSlice(state(start), { type: 'CHART_CONFIG_FILTER_REORDER', value: { dimensionId: 'zone', toIndex: 1 } });
    expect(order(moved)).toEqual(['canton', 'zone', 'size']);
    const changed = filtersSlice(moved, { type: 'FILTER_SET_SINGLE', value: { dimensionId: 'canton', value: 'BE' } });
    expect(order(changed)).toEqual(['canton', 'zone', 'size']);
  });

  it('adds a new filter at the end and removes one', () => {
    const added = filtersSlice(state(start), { type: 'FILTER_SET_SINGLE', value: { dimensionId: 'owner', value: 'public' } });
    expect(order(added)).toEqual(['zone', 'canton', 'size', 'owner']);
    expect(order(filtersSlice(added, { type: 'FILTER_REMOVE_SINGLE', value: { dimensionId: 'zone' } }))).toEqual(['canton', 'size', 'owner']);
  });
});
