/**
 * What a list of saved configs shows of each (My charts, spec 001 §6): its title per language
 * and its chart types, read from a stored 5.0.0 config without loading it whole.
 */
import type { Localized } from './common';
import { emptyLocalized } from './defaults';

export type ConfigSummary = { title: Localized; chartTypes: string[] };

const localized = (value: unknown): Localized | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const text = value as Record<string, unknown>;
  const out = emptyLocalized();
  for (const locale of ['de', 'fr', 'it', 'en'] as const) out[locale] = typeof text[locale] === 'string' ? (text[locale] as string) : '';
  return out;
};
const hasText = (text: Localized | undefined): text is Localized => !!text && Object.values(text).some((t) => t.trim() !== '');

/** The layout's title when it has one (several charts), else the first chart's; its charts' types in order. */
export const configSummary = (data: unknown): ConfigSummary => {
  const state = (data && typeof data === 'object' ? data : {}) as { layout?: { meta?: { title?: unknown } }; chartConfigs?: unknown };
  const charts = Array.isArray(state.chartConfigs) ? (state.chartConfigs as { chartType?: unknown; meta?: { title?: unknown } }[]) : [];
  const layoutTitle = localized(state.layout?.meta?.title);
  const chartTitle = localized(charts[0]?.meta?.title);
  return {
    title: hasText(layoutTitle) ? layoutTitle : (chartTitle ?? emptyLocalized()),
    chartTypes: charts.flatMap((c) => (typeof c?.chartType === 'string' ? [c.chartType] : [])),
  };
};
