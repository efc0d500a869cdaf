/**
 * /{locale}/v/{key} (and its embed page /{locale}/embed/{key}): a published chart loaded from its
 * saved config, spec 002. The page holds what spans the charts: tabs, the metadata side panel,
 * the "more" menu (table view, image export, share, embed), the data downloads, the embed flags
 * and the view state in the address; ChartFrame draws the chart.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { localizedText } from '../../domain/i18n/fallback';
import { formatFootnoteDate, downloadFileName } from '../../domain/viewer/download';
import { isEmbedPath, parseEmbedFlags, writeEmbedFlags } from '../../domain/viewer/embed';
import { exportComment } from '../../domain/viewer/png-text';
import { axisComponents, showsChartTabs } from '../../domain/viewer/view-parts';
import { readViewState, resolveTab, writeViewState, type ViewState } from '../../domain/viewer/view-state';
import { countView, fetchConfig } from '../api/client';
import { useErrorText } from '../api/error-text';
import { useCubeMetadata, useCubesComponents } from '../api/hooks';
import { ChartFrame } from '../charts/ChartFrame';
import { useEmbedHeight } from '../embed';
import { useLocale, useLocalePath } from '../i18n/locale';
import type { ShownData } from './chart-view';
import { ChartTabsBar, panelId, tabId } from './ChartTabsBar';
import { DownloadMenu } from './DownloadMenu';
import type { MetadataSection } from './MetadataSidePanel';
import { MoreMenu, type MoreAction } from './MoreMenu';
import { saveFile } from './save-file';
import './viewer.css';

// Opened by few visitors: loaded when opened, not before the first chart.
const MetadataSidePanel = lazy(() => import('./MetadataSidePanel').then((m) => ({ default: m.MetadataSidePanel })));
const ShareDialog = lazy(() => import('./ShareDialogs').then((m) => ({ default: m.ShareDialog })));
const EmbedDialog = lazy(() => import('./ShareDialogs').then((m) => ({ default: m.EmbedDialog })));

type Panel = { section: MetadataSection; componentId?: string };

export const ViewPage = () => {
  const { key = '' } = useParams();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const locale = useLocale();
  const to = useLocalePath();
  const { pathname, hash } = useLocation();
  const embedded = isEmbedPath(pathname);
  const [params, setParams] = useSearchParams();
  const config = useQuery({ queryKey: ['config', key], queryFn: () => fetchConfig(key), retry: false });
  useEffect(() => {
    countView(key).catch(() => undefined);
  }, [key]);
  useEmbedHeight(true);

  const flags = useMemo(() => parseEmbedFlags(params), [params]);
  // The flags are written back in their own names (disableBorder → removeBorder), without a reload.
  useEffect(() => {
    const written = writeEmbedFlags(params, flags);
    if (written.toString() !== params.toString()) setParams(written, { replace: true });
  }, [params, flags]);

  // What a shared address asked for is read once; from then on the page writes it.
  const [requested] = useState<ViewState>(() => readViewState(params));
  const state = config.data?.data;
  const [chosenTab, setChosenTab] = useState<string>();
  const active = state ? (chosenTab ?? resolveTab(requested.tab, state.chartConfigs.map((c) => c.key), state.activeChartKey)) : undefined;
  const chart = state && (state.chartConfigs.find((c) => c.key === active) ?? state.chartConfigs[0]);

  const [tableView, setTableView] = useState(false);
  // Back to the chart when the chart type changes (spec 002 §4).
  useEffect(() => setTableView(false), [chart?.chartType]);
  const [panel, setPanel] = useState<Panel>();
  // The panel closes when the route hash changes.
  useEffect(() => setPanel(undefined), [hash]);
  const [dialog, setDialog] = useState<'share' | 'embed'>();
  const [shown, setShown] = useState<ShownData>();
  const frame = useRef<HTMLElement>(null);

  const source = state?.dataSource;
  const cubeIri = chart?.cubes[0].iri;
  const metadata = useCubeMetadata(source, locale, cubeIri);
  const components = useCubesComponents(source, locale, cubeIri ? [cubeIri] : []);
  const title = (chart && localizedText(chart.meta.title, locale)?.text) || metadata.data?.title || '';
  useEffect(() => {
    document.title = title ? `${title} – ${t('app.name')}` : t('app.name');
  }, [title, t]);

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
  if (!state || !chart || !source || !cubeIri) return <p className="loading" role="status">{t('chart.loading')}</p>;

  const viewPath = `/${locale}/v/${encodeURIComponent(key)}`;
  const copyPath = `/${locale}/create/new?copy=${encodeURIComponent(key)}`;
  const selectTab = (next: string) => {
    setChosenTab(next);
    setShown(undefined);
    setParams((current) => writeViewState(current, { hiddenCategories: [], dataFilters: {}, tab: next }), { replace: true });
  };
  const exportImage = async (format: 'png' | 'svg') => {
    if (!frame.current) return;
    try {
      const { chartSvg, chartPng } = await import('./export-image');
      const svg = chartSvg(frame.current);
      const name = downloadFileName(title, 'chart', format);
      if (format === 'svg') return saveFile(new Blob([svg], { type: 'image/svg+xml' }), name);
      const comment = exportComment({ publisher: metadata.data?.publisher ?? metadata.data?.creator?.label, url: `${window.location.origin}${viewPath}`, dataset: metadata.data?.title });
      saveFile(new Blob([(await chartPng(svg, comment)) as Uint8Array<ArrayBuffer>], { type: 'image/png' }), name);
    } catch (error) {
      // Screenshot failures go to the console only (spec 002 §8).
      console.error('The chart image could not be made', error);
    }
  };
  const onAction = (action: MoreAction) => {
    if (action === 'table') setTableView((v) => !v);
    else if (action === 'png' || action === 'svg') void exportImage(action);
    else setDialog(action);
  };
  const axes = axisComponents(chart);

  const frameView = (
    <ChartFrame
      key={chart.key}
      config={chart}
      source={source}
      locale={locale}
      view={{
        requested: chosenTab ? undefined : requested,
        onStateChange: (s) => setParams((current) => writeViewState(current, { ...s, tab: showsChartTabs(state) ? active : undefined }), { replace: true }),
        flags,
        tableView,
        titleLevel: 'h1',
        onShownData: setShown,
        onAxisTitle: Object.keys(axes).length ? (componentId) => setPanel({ section: 'data', componentId }) : undefined,
        frameRef: frame,
        actions: (
          <>
            <button
              type="button"
              className="button"
              aria-expanded={!!panel}
              onClick={() => setPanel(panel ? undefined : { section: 'general' })}
              data-testid="metadata-button"
            >
              {t('view.metadata')}
            </button>
            {!flags.removeMoreOptionsButton && <MoreMenu tableView={tableView} copyPath={copyPath} onAction={onAction} />}
          </>
        ),
        footnotes: (
          <>
            {metadata.data?.dateModified && (
              <p data-testid="footnote-updated">
                {t('view.updated')}: {formatFootnoteDate(metadata.data.dateModified)}
              </p>
            )}
            <div data-export-exclude="">
              <DownloadMenu source={source} locale={locale} cubeIri={cubeIri} components={components.data} conversions={chart.conversionUnitsByComponentId} shown={shown} title={title} />
            </div>
          </>
        ),
      }}
    />
  );

  return (
    <div className={['view', embedded && 'view-embedded', flags.optimizeSpace && 'view-compact', panel && 'view-with-panel'].filter(Boolean).join(' ')} data-testid="view">
      {showsChartTabs(state) && <ChartTabsBar charts={state.chartConfigs} active={chart.key} locale={locale} onSelect={selectTab} />}
      <div className="view-body">
        {showsChartTabs(state) ? (
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(chart.key)} className="view-chart">
            {frameView}
          </div>
        ) : (
          <div className="view-chart">{frameView}</div>
        )}
        {panel && (
          <Suspense fallback={<p className="loading" role="status">{t('view.metadata.loading')}</p>}>
          <MetadataSidePanel
            source={source}
            locale={locale}
            cubes={chart.cubes}
            section={panel.section}
            componentId={panel.componentId}
            onSection={(section) => setPanel({ section })}
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
      <Suspense>
        {dialog === 'share' && <ShareDialog url={window.location.href} copyPath={copyPath} onClose={() => setDialog(undefined)} />}
        {dialog === 'embed' && <EmbedDialog chartKey={key} locale={locale} title={title} onClose={() => setDialog(undefined)} />}
      </Suspense>
    </div>
  );
};
