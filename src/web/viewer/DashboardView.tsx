/**
 * A published dashboard (spec 002 §2, §9; issue 20): the layout's title and description, the
 * shared filters, and the blocks in the author's layout — each chart with its own menu and
 * downloads, each text block as sanitised markdown. One shared control drives every chart that
 * has its dimension; the visitor's choices live in the address.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedConfigData } from '../../domain/config';
import type { DataCubeComponents, Locale } from '../../domain/data';
import { localizedPlainTitle, localizedText } from '../../domain/i18n/fallback';
import { markdownToPlainText } from '../../domain/markdown';
import { downloadFileName } from '../../domain/viewer/download';
import {
  dataFilterOptions,
  resolveSharedChoices,
  timeRangeOptions,
  withDashboardFilters,
  type SharedFilterChoices,
} from '../../domain/layout/dashboard-filters';
import type { EmbedFlags } from '../../domain/viewer/embed';
import type { DataSource } from '../api/client';
import { useChartsComponents } from '../api/hooks';
import { AuthorText } from '../components/AuthorText';
import { DashboardBlocks } from '../layout/DashboardBlocks';
import { MarkdownText } from '../layout/MarkdownText';
import { DataFilterSelect, TimeRangeSelects } from '../layout/SharedFilterControls';
import { ChartExportsContext, pdfPageInfo, type ChartExporters } from './chart-exports';
import { EXPORT_EXCLUDE } from './chart-view';
import { saveFile } from './save-file';
import { ViewChart, type MetadataRequest } from './ViewChart';
import { ChartLoading } from '../charts/frame-parts';

type Props = {
  state: SavedConfigData;
  source: DataSource;
  locale: Locale;
  configKey: string;
  flags: Partial<EmbedFlags>;
  choices: SharedFilterChoices;
  onChoices: (choices: SharedFilterChoices) => void;
  panelChart?: string;
  onMetadata: (request: MetadataRequest | undefined) => void;
};

export const DashboardView = ({ state, source, locale, configKey, flags, choices: requested, onChoices, panelChart, onMetadata }: Props) => {
  const { t } = useTranslation();
  const layout = state.layout;
  const components = useChartsComponents(source, locale, state.chartConfigs);
  const loaded = components.filter((c): c is DataCubeComponents => !!c);
  const filters = state.dashboardFilters;
  const time = filters?.timeRange.active ? timeRangeOptions(loaded, filters.timeRange.timeUnit) : [];
  const data = (filters?.dataFilters.componentIds ?? []).flatMap((id) => {
    const options = dataFilterOptions(loaded, id);
    return options ? [{ id, ...options }] : [];
  });
  const componentsKey = components.map((c) => (c ? 1 : 0)).join('');
  const [exporters] = useState<ChartExporters>(() => new Map());
  const choices = useMemo(
    () =>
      resolveSharedChoices(requested, {
        timeRange: time.map((o) => o.value),
        dataFilters: Object.fromEntries(data.map((d) => [d.id, d.values.map((v) => v.value)])),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options change only when another cube's components arrive (componentsKey)
    [requested, componentsKey],
  );
  if (layout.type !== 'dashboard') return null;
  const title = localizedText(layout.meta.title, locale);

  const sharedValue = (id: string) =>
    choices.dataFilters[id] ?? (filters?.dataFilters.filters[id]?.type === 'single' ? String(filters.dataFilters.filters[id].value) : '');
  const hasFilters = (filters?.timeRange.active && time.length > 0) || data.length > 0;
  // The PDF: every chart drawn now, in the layout's order, under the dashboard's title and description.
  const exportPdf = async () => {
    try {
      const made = layout.blocks.flatMap((block) => (block.type === 'chart' && exporters.get(block.key)) || []);
      const charts = await Promise.all(made.map((make) => make()));
      const { chartsPdf } = await import('./export-pdf');
      const plainTitle = localizedPlainTitle(layout.meta.title, locale) ?? t('dashboard.untitled');
      const description = localizedText(layout.meta.description, locale)?.text;
      const page = pdfPageInfo(plainTitle, `/${locale}/v/${encodeURIComponent(configKey)}`, description && markdownToPlainText(description));
      saveFile(new Blob([await chartsPdf(charts, page, true)], { type: 'application/pdf' }), downloadFileName(plainTitle, 'chart', 'pdf'));
    } catch (error) {
      // Export failures go to the console only (spec 002 §8).
      console.error('The dashboard PDF could not be made', error);
    }
  };

  return (
    <ChartExportsContext.Provider value={exporters}>
      <div className="dashboard" data-testid="dashboard">
        <header className="dashboard-header">
          {title ? (
            <AuthorText as="h1" texts={layout.meta.title} locale={locale} markdown="inline" />
          ) : (
            <h1 className="visually-hidden">{t('dashboard.untitled')}</h1>
          )}
          <AuthorText as="div" className="dashboard-description" texts={layout.meta.description} locale={locale} markdown="block" />
          {!flags.removeMoreOptionsButton && (
            <div className="dashboard-actions" {...{ [EXPORT_EXCLUDE]: '' }}>
              <button type="button" className="button" onClick={() => void exportPdf()} data-testid="dashboard-pdf">
                {t('dashboard.export.pdf')}
              </button>
            </div>
          )}
        </header>
        {hasFilters && filters && (
          <section className="shared-filters" aria-label={t('dashboard.filters')} data-testid="shared-filters" hidden={flags.removeFilters}>
            {filters.timeRange.active && time.length > 0 && (
              <TimeRangeSelects
                options={time}
                range={choices.timeRange ?? filters.timeRange.presets}
                onChange={(timeRange) => onChoices({ ...choices, timeRange })}
              />
            )}
            {data.map((d) => (
              <DataFilterSelect
                key={d.id}
                id={d.id}
                label={d.label}
                options={d.values}
                value={sharedValue(d.id)}
                onChange={(value) => onChoices({ ...choices, dataFilters: { ...choices.dataFilters, [d.id]: value } })}
              />
            ))}
          </section>
        )}
        <DashboardBlocks
          layout={layout}
          renderBlock={(block, plotHeight) => {
            if (block.type === 'text') {
              const text = localizedText(block.text, locale);
              return text ? <MarkdownText text={text.text} lang={text.fallback ? text.lang : undefined} /> : null;
            }
            const index = state.chartConfigs.findIndex((c) => c.key === block.key);
            const chart = state.chartConfigs[index];
            if (!chart) return null;
            // A shared time range applies to the chart's temporal dimensions: known once its components are.
            if (filters?.timeRange.active && !components[index]) return <ChartLoading />;
            return (
              <ViewChart
                chart={withDashboardFilters(chart, filters, components[index], choices)}
                source={source}
                locale={locale}
                configKey={configKey}
                flags={flags}
                dashboard
                view={{ titleLevel: 'h2', plotHeight }}
                panelOpen={panelChart === chart.key}
                onMetadata={onMetadata}
              />
            );
          }}
        />
      </div>
    </ChartExportsContext.Provider>
  );
};
