/**
 * The data downloads of a chart (spec 002 §6, §8): the chart's data as shown, built in the browser
 * as CSV or XLSX, and the whole cube, which the server writes as it reads the observations (a link
 * the browser's download manager follows: no big file is built in the page). A failure of the
 * chart's file shows the data-loading error under the menu; while the chart's data cannot be had at
 * all, the menu says why instead of offering choices.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversionUnits } from '../../domain/config';
import type { Locale } from '../../domain/data';
import { DOWNLOAD_KEY } from '../../domain/messages';
import {
  DOWNLOAD_FORMATS,
  downloadFileName,
  downloadTable,
  toCsv,
  wholeCubeDownloadUrl,
  XLSX_TYPE,
  type DownloadFormat,
  type ShownData,
} from '../../domain/viewer/download';
import type { DataSource } from '../api/client';
import { useChartFailureText } from '../api/error-text';
import { MenuButton } from './MenuButton';
import { saveFile } from './save-file';

/** `conversions`: the chart's unit conversions, applied to the whole cube as to the chart (the shown data has them). */
type Props = {
  source: DataSource;
  locale: Locale;
  cubeIri: string;
  conversions?: ConversionUnits;
  shown?: ShownData;
  title: string;
  /** Why the chart's data cannot be had (its components failed): said in the menu. */
  unavailable?: Error;
};

/** The chart data's bytes: CSV text, or an XLSX workbook made by exceljs, loaded now. */
const fileOf = async (format: DownloadFormat, shown: ShownData) => {
  const table = downloadTable(shown);
  if (format === 'csv') return new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
  const { toXlsx } = await import('./xlsx');
  return new Blob([(await toXlsx(table)) as Uint8Array<ArrayBuffer>], { type: XLSX_TYPE });
};

export const DownloadMenu = ({ source, locale, cubeIri, conversions = {}, shown, title, unavailable }: Props) => {
  const { t } = useTranslation();
  const failureText = useChartFailureText();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<Error>();

  const download = async (format: DownloadFormat) => {
    setDownloading(true);
    setError(undefined);
    try {
      if (!shown) throw new Error(t('chart.loading'));
      saveFile(await fileOf(format, shown), downloadFileName(title, 'filtered', format, shown.choices));
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
            <>
              {DOWNLOAD_FORMATS.map((format) => (
                <button
                  key={`filtered-${format}`}
                  type="button"
                  className="menu-item"
                  disabled={downloading || !shown}
                  data-testid={`download-filtered-${format}`}
                  onClick={() => {
                    close();
                    void download(format);
                  }}
                >
                  {t(DOWNLOAD_KEY.filtered[format])}
                </button>
              ))}
              {DOWNLOAD_FORMATS.map((format) => (
                <a
                  key={`full-${format}`}
                  className="menu-item"
                  href={wholeCubeDownloadUrl({ sourceType: source.type, sourceUrl: source.url, locale, cubeIri, format, title, conversions })}
                  download
                  data-testid={`download-full-${format}`}
                  onClick={close}
                >
                  {t(DOWNLOAD_KEY.full[format])}
                </a>
              ))}
            </>
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
