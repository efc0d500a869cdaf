/**
 * Every default value of a chart config, in one place (DESIGN "Next parts"). Plain values and
 * builders, no zod (types only), so the published view can read them. Functions return fresh
 * objects: a caller may change what it gets.
 */
import type { z } from 'zod';
import type { Locale } from '../data';
import type { ChartConfig } from './chart-config';
import type { Localized, Sorting } from './common';
import type { Layout } from './configurator-state';
import type { animationFieldSchema } from './fields';
import type { InteractiveFiltersConfig } from './interactive-filters';
import type { Meta } from './meta';

/** The language of a visitor who asks for none of ours (spec 000 §2). */
export const DEFAULT_LOCALE: Locale = 'de';

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

/** A tab layout showing every chart: the default layout (spec 001 §4). */
export const defaultLayout = (chartConfigs: ChartConfig[]): Layout => ({
  type: 'tab',
  meta: { title: emptyLocalized(), description: emptyLocalized() },
  blocks: chartConfigs.map((c) => ({ type: 'chart', key: c.key, initialized: false })),
});

/** An animation just chosen: a play button, 30 seconds through the values, fixed scales. */
export const defaultAnimation = (): Omit<z.infer<typeof animationFieldSchema>, 'componentId'> => ({
  showPlayButton: true,
  type: 'continuous',
  duration: 30,
  dynamicScales: false,
});

// Colours and palettes.
/** The palette of segments, measures and categories (d3's category10). */
export const DEFAULT_PALETTE = 'category10';
/** The palette of values on a scale (a map's areas, a table's heatmap). */
export const DEFAULT_SEQUENTIAL_PALETTE = 'oranges';
/** The first colour of the default palette: a single-colour chart's and a fixed map layer's colour. */
export const FIRST_COLOR = '#1f77b4';
/** The colour a new limit line gets (category10's red). */
export const DEFAULT_LIMIT_COLOR = '#d62728';
/** The colour 'filled' starts with: 4.6:1 on white, so a filled mark stands out (WCAG 1.4.11). */
export const DEFAULT_ANNOTATION_COLOR = '#c2185b';
/** The colour a custom palette's new entry starts with. */
export const NEW_PALETTE_COLOR = '#000000';

/** Default multiplier of a unit conversion just switched on (spec 001 §9). */
export const DEFAULT_MULTIPLIER = 1;
