/**
 * The data downloads of a chart (spec 002 §6, §8): the chart's data as shown, or the whole cube,
 * as CSV or XLSX, built in the browser. A failure shows the data-loading error under the menu;
 * while the chart's data cannot be had at all, the menu says why instead of offering choices.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversionUnits } from '../../domain/config';
import type { DataCubeComponents, Locale } from '../../domain/data';
import { DOWNLOAD_KEY } from '../../domain/messages';
import { convertComponents, convertObservations } from '../../domain/observations/convert-units';
import { downloadFileName, downloadTable, toCsv, type DownloadFormat, type DownloadScope, type ShownData } from '../../domain/viewer/download';
import { fetchObservations, type DataSource } from '../api/client';
import { useChartFailureText } from '../api/error-text';
import { MenuButton } from './MenuButton';
import { saveFile } from './save-file';

/** `conversions`: the chart's unit conversions, applied to the whole cube as to the chart (the shown data has them). */
type Props = {
  source: DataSource;
  locale: Locale;
  cubeIri: string;
  components?: DataCubeComponents;
  conversions?: ConversionUnits;
  shown?: ShownData;
  title: string;
  /** Why the chart's data cannot be had (its components failed): said in the menu. */
  unavailable?: Error;
};

const CHOICES: [DownloadScope, DownloadFormat][] = [
  ['filtered', 'csv'],
  ['filtered', 'xlsx'],
  ['full', 'csv'],
  ['full', 'xlsx'],
];

/** The file's bytes: CSV text, or an XLSX workbook made by exceljs, loaded now. */
const fileOf = async (format: DownloadFormat, table: ReturnType<typeof downloadTable>) => {
  if (format === 'csv') return new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
  const { toXlsx, XLSX_TYPE } = await import('./xlsx');
  return new Blob([(await toXlsx(table)) as Uint8Array<ArrayBuffer>], { type: XLSX_TYPE });
};

export const DownloadMenu = ({ source, locale, cubeIri, components, conversions = {}, shown, title, unavailable }: Props) => {
  const { t } = useTranslation();
  const failureText = useChartFailureText();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<Error>();

  const download = async (scope: DownloadScope, format: DownloadFormat) => {
    setDownloading(true);
    setError(undefined);
    try {
      let table;
      let choices: string[] = [];
      if (scope === 'filtered') {
        if (!shown) throw new Error(t('chart.loading'));
        table = downloadTable(shown);
        choices = shown.choices;
      } else {
        if (!components) throw new Error(t('chart.loading'));
        const observations = await fetchObservations(source, locale, [{ iri: cubeIri, filters: {} }]);
        const converted = convertComponents(components, conversions, locale);
        const all = [...converted.dimensions, ...converted.measures];
        table = downloadTable({ components: all, observations: convertObservations(observations.data, all, conversions) });
      }
      saveFile(await fileOf(format, table), downloadFileName(title, scope, format, choices));
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="download-menu" data-testid="download-menu">
      <MenuButton label={t('view.download')} testId="download-button">
        {(close) =>
          unavailable ? (
            <p className="menu-note" data-testid="download-unavailable">
              {failureText(unavailable, 'view.download.error')}
            </p>
          ) : (
            CHOICES.map(([scope, format]) => (
              <button
                key={`${scope}-${format}`}
                type="button"
                className="menu-item"
                disabled={downloading || (scope === 'filtered' && !shown) || (scope === 'full' && !components)}
                data-testid={`download-${scope}-${format}`}
                onClick={() => {
                  close();
                  void download(scope, format);
                }}
              >
                {t(DOWNLOAD_KEY[scope][format])}
              </button>
            ))
          )
        }
      </MenuButton>
      {downloading && (
        <p role="status" className="loading">
          {t('view.downloading')}
        </p>
      )}
      {error && (
        <p className="error" role="alert" data-testid="download-error">
          {failureText(error, 'view.download.error')}
        </p>
      )}
    </div>
  );
};
