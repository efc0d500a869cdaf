/** /{locale}/v/{key}: a published chart, loaded from its saved config. */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { countView, fetchConfig } from '../api/client';
import { ChartFrame } from '../charts/ChartFrame';
import { useLocale, useLocalePath } from '../i18n/locale';
import { useErrorText } from '../api/error-text';
import { localizedText } from '../../domain/i18n/fallback';

export const ViewPage = () => {
  const { key = '' } = useParams();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const locale = useLocale();
  const to = useLocalePath();
  const config = useQuery({ queryKey: ['config', key], queryFn: () => fetchConfig(key), retry: false });
  useEffect(() => {
    countView(key).catch(() => undefined);
  }, [key]);

  const state = config.data?.data;
  const chart = state && (state.chartConfigs.find((c) => c.key === state.activeChartKey) ?? state.chartConfigs[0]);
  useEffect(() => {
    const title = chart && localizedText(chart.meta.title, locale)?.text;
    document.title = title ? `${title} – ${t('app.name')}` : t('app.name');
  }, [chart, locale, t]);

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
  if (!state || !chart) return <p className="loading" role="status">{t('chart.loading')}</p>;
  return (
    <div className="view">
      <ChartFrame config={chart} source={state.dataSource} locale={locale} />
      <p className="footnotes">
        <Link to={to(`/v/${key}`)}>{t('chart.created-with')}</Link>
      </p>
    </div>
  );
};
