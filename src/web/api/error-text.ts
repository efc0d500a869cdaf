/**
 * A failed call as a user reads it: the translated message for its status (see
 * domain/i18n/errors), with the server's own message as detail only where it names the input.
 */
import { useTranslation } from 'react-i18next';
import { sourceDisplayName } from '../../domain/data-sources';
import { errorMessageKey, showsServerDetail } from '../../domain/i18n/errors';
import { UnservedSourceError } from './client';
import { ApiError } from './http';

/** The status an error stands for: an answer's, 0 for no answer (fetch's TypeError), else 500. */
const statusOf = (error: Error) => (error instanceof ApiError ? error.status : error instanceof TypeError ? 0 : 500);

export const useErrorText = () => {
  const { t } = useTranslation();
  return (error: Error) => {
    const status = statusOf(error);
    const text = t(errorMessageKey(status));
    return showsServerDetail(status) && error.message ? `${text} (${error.message})` : text;
  };
};

/** The messages that wrap the failure of a chart's data: in the view, its downloads and metadata, and the configurator. */
type ChartFailureKey = 'chart.error' | 'view.download.error' | 'view.metadata.error' | 'configurator.error';

/**
 * A chart's data failing as its reader reads it: the page's message around the error's text, or,
 * for a source this site does not serve, one plain sentence that names it instead of the API's.
 */
export const useChartFailureText = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error: Error, key: ChartFailureKey) =>
    error instanceof UnservedSourceError ? t('chart.source-not-served', { source: sourceDisplayName(error.url) }) : t(key, { message: errorText(error) });
};
