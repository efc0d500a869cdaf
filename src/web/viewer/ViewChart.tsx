/**
 * One chart of the published view with what belongs to it (spec 002 §2, §6): its metadata
 * button, "more" menu (table view, image export, share, embed, copy and edit), downloads and
 * footnotes. The view page shows one; a dashboard shows one per chart block, where a table has no
 * "more" menu, tables are at most 600 high and share and copy-and-edit are left out.
 */
import { lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartConfig } from '../../domain/config';
import type { Locale } from '../../domain/data';
import { localizedPlainTitle, localizedText } from '../../domain/i18n/fallback';
import { downloadFileName, formatFootnoteDate, type ShownData } from '../../domain/viewer/download';
import type { EmbedFlags } from '../../domain/viewer/embed';
import { exportComment } from '../../domain/viewer/png-text';
import { axisComponents } from '../../domain/viewer/view-parts';
import { supports } from '../../domain/charts/capabilities';
import type { ChartScene } from '../../domain/charts/pipeline';
import type { DataSource } from '../api/client';
import { useCubeMetadata, useCubesComponents } from '../api/hooks';
import { ChartFrame } from '../charts/ChartFrame';
import { markdownToPlainText } from '../../domain/markdown';
import { ChartExportsContext, pdfPageInfo } from './chart-exports';
import type { ChartViewOptions } from './chart-view';
import { DownloadMenu } from './DownloadMenu';
import type { MetadataSection } from './MetadataSidePanel';
import { MoreMenu, type MoreAction } from './MoreMenu';
import { saveFile } from './save-file';

const ShareDialog = lazy(() => import('./ShareDialogs').then((m) => ({ default: m.ShareDialog })));
const EmbedDialog = lazy(() => import('./ShareDialogs').then((m) => ({ default: m.EmbedDialog })));

/** Dashboards cap a table's height (spec 002 §9). */
export const DASHBOARD_TABLE_MAX_HEIGHT = 600;

export type MetadataRequest = { chart: ChartConfig; section: MetadataSection; componentId?: string };

export const ViewChart = ({
  chart,
  source,
  locale,
  configKey,
  flags,
  dashboard = false,
  view,
  panelOpen,
  onMetadata,
}: {
  chart: ChartConfig;
  source: DataSource;
  locale: Locale;
  configKey: string;
  flags: Partial<EmbedFlags>;
  dashboard?: boolean;
  view: Pick<ChartViewOptions, 'requested' | 'onStateChange' | 'titleLevel' | 'plotHeight'>;
  panelOpen: boolean;
  onMetadata: (request: MetadataRequest | undefined) => void;
}) => {
  const { t } = useTranslation();
  const [tableView, setTableView] = useState(false);
  // Back to the chart when the chart type changes (spec 002 §4).
  useEffect(() => setTableView(false), [chart.chartType]);
  const [dialog, setDialog] = useState<'share' | 'embed'>();
  const [shown, setShown] = useState<ShownData>();
  const frame = useRef<HTMLElement>(null);
  const scene = useRef<ChartScene>(undefined);
  const cubeIri = chart.cubes[0].iri;
  const metadata = useCubeMetadata(source, locale, cubeIri);
  const components = useCubesComponents(source, locale, [cubeIri]);
  const title = localizedPlainTitle(chart.meta.title, locale) || metadata.data?.title || '';
  const viewPath = `/${locale}/v/${encodeURIComponent(configKey)}`;
  const copyPath = `/${locale}/create/new?copy=${encodeURIComponent(configKey)}`;

  const description = localizedText(chart.meta.description, locale)?.text;
  const exportSvg = async () => {
    const { chartSvg } = await import('./export-image');
    return chartSvg(frame.current!, scene.current, {
      title,
      description: description && markdownToPlainText(description),
      t,
      locale,
      tableMaxHeight: view.plotHeight ?? (dashboard ? DASHBOARD_TABLE_MAX_HEIGHT : undefined),
    });
  };
  // A dashboard's PDF asks each of its charts for its SVG.
  const exporters = useContext(ChartExportsContext);
  useEffect(() => {
    if (!exporters) return;
    exporters.set(chart.key, exportSvg);
    return () => void exporters.delete(chart.key);
  });
  const exportImage = async (format: 'png' | 'svg' | 'pdf') => {
    if (!frame.current) return;
    try {
      const svg = await exportSvg();
      const name = downloadFileName(title, 'chart', format);
      if (format === 'svg') return saveFile(new Blob([svg.svg], { type: 'image/svg+xml' }), name);
      if (format === 'pdf') {
        const { chartsPdf } = await import('./export-pdf');
        return saveFile(new Blob([await chartsPdf([svg], pdfPageInfo(title, viewPath), false)], { type: 'application/pdf' }), name);
      }
      const { chartPng } = await import('./export-image');
      const comment = exportComment({
        publisher: metadata.data?.publisher ?? metadata.data?.creator?.label,
        url: `${window.location.origin}${viewPath}`,
        dataset: metadata.data?.title,
      });
      saveFile(new Blob([(await chartPng(svg, comment)) as Uint8Array<ArrayBuffer>], { type: 'image/png' }), name);
    } catch (error) {
      // Screenshot failures go to the console only (spec 002 §8).
      console.error('The chart image could not be made', error);
    }
  };
  const onAction = (action: MoreAction) => {
    if (action === 'table') setTableView((v) => !v);
    else if (action === 'png' || action === 'svg' || action === 'pdf') void exportImage(action);
    else setDialog(action);
  };
  const axes = axisComponents(chart);
  // Dashboard table charts have no "more" menu (spec 002 §6).
  const moreMenu = !flags.removeMoreOptionsButton && !(dashboard && supports(chart.chartType, 'columns'));

  return (
    <>
      <ChartFrame
        config={chart}
        source={source}
        locale={locale}
        maxHeight={dashboard ? DASHBOARD_TABLE_MAX_HEIGHT : undefined}
        view={{
          ...view,
          flags,
          tableView,
          onShownData: setShown,
          onScene: (drawn) => (scene.current = drawn),
          onAxisTitle: Object.keys(axes).length ? (componentId) => onMetadata({ chart, section: 'data', componentId }) : undefined,
          frameRef: frame,
          actions: (
            <>
              <button
                type="button"
                className="button"
                aria-expanded={panelOpen}
                onClick={() => onMetadata(panelOpen ? undefined : { chart, section: 'general' })}
                data-testid="metadata-button"
              >
                {t('view.metadata')}
              </button>
              {moreMenu && <MoreMenu tableView={tableView} copyPath={copyPath} dashboard={dashboard} onAction={onAction} />}
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
                <DownloadMenu
                  source={source}
                  locale={locale}
                  cubeIri={cubeIri}
                  conversions={chart.conversionUnitsByComponentId}
                  shown={shown}
                  title={title}
                  unavailable={components.error ?? undefined}
                />
              </div>
            </>
          ),
        }}
      />
      <Suspense>
        {dialog === 'share' && <ShareDialog url={window.location.href} copyPath={copyPath} onClose={() => setDialog(undefined)} />}
        {dialog === 'embed' && <EmbedDialog chartKey={configKey} locale={locale} title={title} onClose={() => setDialog(undefined)} />}
      </Suspense>
    </>
  );
};
