/**
 * Every default value of a chart config, in one place (DESIGN "Next parts"). Plain values and
 * builders, no zod (types only), so the published view can read them. Functions return fresh
 * objects: a caller may change what it gets.
 */
import type { Localized, Sorting } from './common';
import type { InteractiveFiltersConfig } from './interactive-filters';
import type { Meta } from './meta';

export const emptyLocalized = (): Localized => ({ de: '', fr: '', it: '', en: '' });

export const emptyMeta = (): Meta => ({ title: emptyLocalized(), description: emptyLocalized(), label: emptyLocalized() });

export const defaultInteractiveFilters = (): InteractiveFiltersConfig => ({
  legend: { active: false, componentId: '' },
  timeRange: { active: false, componentId: '', presets: { type: 'range', from: '', to: '' } },
  dataFilters: { active: false, componentIds: [], defaultValueOverrides: {}, filterTypes: {} },
  calculation: { active: false, type: 'identity' },
});

/** Sorting when a field says none: the chart's natural order. */
export const defaultSorting = (): Sorting => ({ sortingType: 'byAuto', sortingOrder: 'asc' });
