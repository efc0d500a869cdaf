/** The configurator state (spec 001 §3), its layout and dashboard filters; saved without `state`. */
import { z } from 'zod';
import { chartConfigSchema } from './chart-config';
import { filtersSchema, localizedSchema } from './common';

const layoutMeta = z.object({ title: localizedSchema, description: localizedSchema, label: localizedSchema.optional() });

const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chart'), key: z.string(), initialized: z.boolean() }),
  z.object({
    type: z.literal('text'),
    key: z.string(),
    text: z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() }),
    initialized: z.boolean(),
  }),
]);

const gridItemSchema = z.object({
  i: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number().max(4),
  h: z.number().min(1),
  minH: z.number().optional(),
  maxW: z.number().optional(),
  resizeHandles: z.array(z.enum(['s', 'w', 'e', 'n', 'sw', 'nw', 'se', 'ne'])).optional(),
});

const layoutCommon = { meta: layoutMeta, blocks: z.array(blockSchema), activeField: z.string().optional() };

const dashboardLayoutSchema = z.enum(['vertical', 'tall', 'canvas']);

export const layoutSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tab'), ...layoutCommon }),
  z.object({
    type: z.literal('dashboard'),
    layout: dashboardLayoutSchema,
    layouts: z.record(z.enum(['xl', 'lg', 'md', 'sm']), z.array(gridItemSchema)).optional(),
    ...layoutCommon,
  }),
  z.object({ type: z.literal('singleURLs'), publishableChartKeys: z.array(z.string()), ...layoutCommon }),
]);
export type Layout = z.infer<typeof layoutSchema>;
/** The layout choices of the configurator, read from the schema. */
export const LAYOUT_TYPES: Layout['type'][] = layoutSchema.options.map((o) => o.shape.type.value);
export const DASHBOARD_LAYOUTS = dashboardLayoutSchema.options;

export const dashboardFiltersSchema = z.object({
  timeRange: z.object({ active: z.boolean(), timeUnit: z.string(), presets: z.object({ from: z.string(), to: z.string() }) }),
  dataFilters: z.object({ componentIds: z.array(z.string()), filters: filtersSchema }),
});
export type DashboardFilters = z.infer<typeof dashboardFiltersSchema>;

/** The configurator state version this schema describes (older ones are migrated to it, see migrations/). */
export const STATE_VERSION = '5.0.0';

export const CONFIGURATOR_STATES = ['INITIAL', 'SELECTING_DATASET', 'CONFIGURING_CHART', 'LAYOUTING', 'PUBLISHING', 'PUBLISHED'] as const;

/** The state as stored by config-create / config-update: everything but `state`. */
export const savedConfigDataSchema = z
  .object({
    version: z.string(),
    dataSource: z.object({ type: z.enum(['sparql', 'sql']), url: z.string().min(1) }),
    layout: layoutSchema,
    chartConfigs: z.array(chartConfigSchema).min(1),
    activeChartKey: z.string(),
    dashboardFilters: dashboardFiltersSchema.optional(),
  })
  .refine((s) => s.chartConfigs.some((c) => c.key === s.activeChartKey), {
    message: 'activeChartKey must name one of the chartConfigs',
    path: ['activeChartKey'],
  });
export type SavedConfigData = z.infer<typeof savedConfigDataSchema>;

const filterChoiceSchema = z.union([z.string(), z.number()]);
const filterNoticeSchema = z.object({
  dimensionId: z.string(),
  from: filterChoiceSchema,
  to: filterChoiceSchema,
  because: z.array(z.object({ id: z.string(), value: filterChoiceSchema })),
});
export type FilterNotice = z.infer<typeof filterNoticeSchema>;

export const configuratorStateSchema = z.intersection(
  savedConfigDataSchema,
  z.object({
    state: z.enum(CONFIGURATOR_STATES),
    /** Layouts the author used before switching type, restored on switching back (not saved). */
    previousLayouts: z.object({ tab: layoutSchema, dashboard: layoutSchema, singleURLs: layoutSchema }).partial().optional(),
    /** Per chart key, the single filter values the author chose, by dimension (not saved; configurator/filter-memory.ts). */
    filterChoices: z.record(z.string(), z.record(z.string(), filterChoiceSchema)).optional(),
    /** Per chart key, filter values changed for want of data since the author's last edit, and the chart before that edit (not saved). */
    filterNotices: z.record(z.string(), z.object({ notices: z.array(filterNoticeSchema), before: chartConfigSchema.optional() })).optional(),
  }),
);
export type ConfiguratorState = z.infer<typeof configuratorStateSchema>;
