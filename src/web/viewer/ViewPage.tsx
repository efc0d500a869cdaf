/**
 * /{locale}/v/{key} (and its embed page /{locale}/embed/{key}): a published chart loaded from its
 * saved config, spec 002. The page holds what spans the charts: tabs or the dashboard, the
 * metadata side panel, the embed flags and the view state in the address; ViewChart draws a chart
 * with its "more" menu and downloads.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from '../navigation';
import type { SavedConfigData } from '../../domain/config';
import { localizedPlainTitle } from '../../domain/i18n/fallback';
import { isEmbedPath, parseEmbedFlags, writeEmbedFlags } from '../../domain/viewer/embed';
import { showsChartTabs } from '../../domain/viewer/view-parts';
import { readSharedChoices, readViewState, resolveTab, writeSharedChoices, writeViewState, type ViewState } from '../../domain/viewer/view-state';
import { countView, fetchConfig } from '../api/client';
import { useErrorText } from '../api/error-text';
import { useCubeMetadata } from '../api/hooks';
import { useEmbedHeight } from '../embed';
import { useLocale, useLocalePath } from '../i18n/locale';
import { ChartTabsBar, panelId, tabId } from './ChartTabsBar';
import { ViewChart, type MetadataRequest } from './ViewChart';
import './viewer.css';
import { lazyPart } from '../charts/lazy-part';
import { ChartLoading } from '../charts/frame-parts';
import { EmbedPageContext } from '../hydration';

// Dashboards bring markdown and their layouts: loaded only for a dashboard.
const DashboardView = lazyPart('viewer/DashboardView.tsx', () => import('./DashboardView').then((m) => m.DashboardView));
// Opened by few visitors: loaded when opened, not before the first chart.
const MetadataSidePanel = lazy(() => import('./MetadataSidePanel').then((m) => ({ default: m.MetadataSidePanel })));

export const ViewPage = ({ configKey: key }: { configKey: string }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const config = useQuery({ queryKey: ['config', key], queryFn: () => fetchConfig(key), retry: false });
  useEffect(() => {
    countView(key).catch(() => undefined);
  }, [key]);
  if (config.error) {
    return (
      <section className="page-message" role="alert">
        <h1>{t('view.not-found')}</h1>
        <p>{errorText(config.error)}</p>
        <Link className="button" to={to('/browse')}>
          {t('notfound.back')}
        </Link>
      </section>
    );
  }
  if (!config.data) return <ChartLoading />;
  if (config.data.published_state === 'DRAFT') {
    // A draft is shown to whoever has its link, marked as one; embedding waits for its publication (the server answers 404).
    if (isEmbedPath(pathname)) {
      return (
        <section className="page-message" role="alert">
          <h1>{t('view.draft.not-embeddable')}</h1>
        </section>
      );
    }
    return (
      <>
        <ViewNote text={t('view.draft')} testId="draft-banner" />
        <PublishedView state={config.data.data} configKey={key} />
      </>
    );
  }
  return <PublishedView state={config.data.data} configKey={key} />;
};

/** The note above a view of what is not a published chart: a draft, or a preview link's state. */
export const ViewNote = ({ text, testId }: { text: string; testId: string }) => (
  <p className="view-note" role="note" data-testid={testId}>
    {text}
  </p>
);

/**
 * A saved state as visitors see it: the published chart, or a preview link's state (no key:
 * nothing to copy, share or embed, so no "more" menu).
 */
export const PublishedView = ({ state, configKey }: { state: SavedConfigData; configKey?: string }) => {
  const key = configKey ?? '';
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, hash } = useLocation();
  const embedded = isEmbedPath(pathname);
  const [params, setParams] = useSearchParams();
  useEmbedHeight(true);

  const asked = useMemo(() => parseEmbedFlags(params), [params]);
  // The flags are written back in their own names (disableBorder → removeBorder), without a reload.
  useEffect(() => {
    const written = writeEmbedFlags(params, asked);
    if (written.toString() !== params.toString()) setParams(written, { replace: true });
  }, [params, asked, setParams]);
  const flags = configKey ? asked : { ...asked, removeMoreOptionsButton: true };

  // What a shared address asked for is read once; from then on the page writes it.
  const [requested] = useState<ViewState>(() => readViewState(params));
  const [chosenTab, setChosenTab] = useState<string>();
  const active =
    chosenTab ??
    resolveTab(
      requested.tab,
      state.chartConfigs.map((c) => c.key),
    );
  const chart = state.chartConfigs.find((c) => c.key === active) ?? state.chartConfigs[0];

  const [panel, setPanel] = useState<MetadataRequest>();
  // The panel closes when the route hash changes.
  useEffect(() => setPanel(undefined), [hash]);
  const [sharedChoices, setSharedChoices] = useState(() => readSharedChoices(params));

  const source = state.dataSource;
  const cubeIri = chart.cubes[0].iri;
  const metadata = useCubeMetadata(source, locale, cubeIri);
  const title =
    (state.layout.type === 'dashboard' && localizedPlainTitle(state.layout.meta.title, locale)) ||
    localizedPlainTitle(chart.meta.title, locale) ||
    metadata.data?.title ||
    '';
  useEffect(() => {
    document.title = title ? `${title} – ${t('app.name')}` : t('app.name');
  }, [title, t]);

  const viewPath = `/${locale}/v/${encodeURIComponent(key)}`;
  // Another tab starts without the choices made on this one.
  const tabQuery = (current: URLSearchParams, next: string) => writeViewState(current, { hiddenCategories: [], dataFilters: {}, tab: next });
  const selectTab = (next: string) => {
    setChosenTab(next);
    setParams((current) => tabQuery(current, next), { replace: true });
  };
  const dashboard = state.layout.type === 'dashboard';
  const panelChart = panel && (state.chartConfigs.find((c) => c.key === panel.chart.key) ?? chart);
  const frameView = dashboard ? (
    <Suspense fallback={<ChartLoading />}>
      <DashboardView
        state={state}
        source={source}
        locale={locale}
        configKey={key}
        flags={flags}
        choices={sharedChoices}
        onChoices={(choices) => {
          setSharedChoices(choices);
          setParams((current) => writeSharedChoices(current, choices), { replace: true });
        }}
        panelChart={panel?.chart.key}
        onMetadata={setPanel}
      />
    </Suspense>
  ) : (
    <ViewChart
      key={chart.key}
      chart={chart}
      source={source}
      locale={locale}
      configKey={key}
      flags={flags}
      view={{
        requested: chosenTab ? undefined : requested,
        onStateChange: (s) => setParams((current) => writeViewState(current, { ...s, tab: showsChartTabs(state) ? active : undefined }), { replace: true }),
        titleLevel: 'h1',
      }}
      panelOpen={!!panel}
      onMetadata={setPanel}
    />
  );

  return (
    <EmbedPageContext value={embedded}>
      <div
        className={['view', embedded && 'view-embedded', flags.optimizeSpace && 'view-compact', panel && 'view-with-panel'].filter(Boolean).join(' ')}
        data-testid="view"
      >
        {!dashboard && showsChartTabs(state) && (
          <ChartTabsBar
            charts={state.chartConfigs}
            active={chart.key}
            locale={locale}
            onSelect={selectTab}
            hrefOf={(next) => `?${tabQuery(params, next).toString()}`}
          />
        )}
        <div className="view-body">
          {!dashboard && showsChartTabs(state) ? (
            <div role="tabpanel" id={panelId} aria-labelledby={tabId(chart.key)} className="view-chart">
              {frameView}
            </div>
          ) : (
            <div className="view-chart">{frameView}</div>
          )}
          {panel && panelChart && (
            <Suspense
              fallback={
                <p className="loading" role="status">
                  {t('view.metadata.loading')}
                </p>
              }
            >
              <MetadataSidePanel
                source={source}
                locale={locale}
                cubes={panelChart.cubes}
                section={panel.section}
                componentId={panel.componentId}
                onSection={(section) => setPanel({ chart: panelChart, section })}
                onClose={() => setPanel(undefined)}
              />
            </Suspense>
          )}
        </div>
        <p className="view-credit">
          {embedded ? (
            <a href={viewPath} target="_blank" rel="noopener" data-testid="created-with">
              {t('chart.created-with')}
            </a>
          ) : (
            <Link to={viewPath} data-testid="created-with">
              {t('chart.created-with')}
            </Link>
          )}
        </p>
      </div>
    </EmbedPageContext>
  );
};
