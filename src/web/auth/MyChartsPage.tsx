/**
 * My charts (spec 001 §6): the signed-in user's drafts and published charts with title, type,
 * dates and view counts; open, edit, copy, and delete after a confirmation.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText } from '../../domain/i18n/fallback';
import { MY_CHARTS_ACTION_KEY, MY_CHARTS_COLUMN_KEY, PUBLISHED_STATE_KEY } from '../../domain/i18n/author-keys';
import { CHART_TYPE_KEY, keyOf } from '../../domain/messages';
import { fetchConfigList, removeConfig, type ConfigListItem } from '../api/client';
import { useErrorText } from '../api/error-text';
import { Dialog } from '../components/Dialog';
import { useLocale, useLocalePath } from '../i18n/locale';
import { useSession } from './useSession';

export const MyChartsPage = () => {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const locale = useLocale();
  const to = useLocalePath();
  const errorText = useErrorText();
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['my-charts', user?.id], queryFn: fetchConfigList, enabled: !!user, staleTime: 0 });
  const [deleting, setDeleting] = useState<{ key: string; title: string }>();
  const remove = useMutation({
    mutationFn: removeConfig,
    onSuccess: () => {
      setDeleting(undefined);
      return client.invalidateQueries({ queryKey: ['my-charts'] });
    },
  });

  if (loading)
    return (
      <p className="loading" role="status">
        {t('browse.loading')}
      </p>
    );
  if (!user) {
    return (
      <div className="account-page">
        <h1>{t('my-charts.title')}</h1>
        <p>
          <Link to={to(`/sign-in?${new URLSearchParams({ returnTo: to('/my-charts') })}`)}>{t('my-charts.sign-in')}</Link>
        </p>
      </div>
    );
  }
  const titleOf = (item: ConfigListItem) => localizedText(item.title, locale)?.text || t('my-charts.untitled');
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return (
    <div className="my-charts">
      <h1>{t('my-charts.title')}</h1>
      {list.error && (
        <p className="error" role="alert">
          {t('my-charts.error', { message: errorText(list.error) })}
        </p>
      )}
      {remove.error && (
        <p className="error" role="alert">
          {t('my-charts.delete.error', { message: errorText(remove.error) })}
        </p>
      )}
      {list.isPending && (
        <p className="loading" role="status">
          {t('browse.loading')}
        </p>
      )}
      {list.data?.length === 0 && <p>{t('my-charts.empty')}</p>}
      {!!list.data?.length && (
        <table className="my-charts-table" data-testid="my-charts">
          <thead>
            <tr>
              {(['title', 'type', 'state', 'created', 'updated', 'views', 'actions'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(MY_CHARTS_COLUMN_KEY[column])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.data.map((item) => {
              const title = titleOf(item);
              const label = (action: keyof typeof MY_CHARTS_ACTION_KEY) => t('my-charts.action-label', { action: t(MY_CHARTS_ACTION_KEY[action]), title });
              return (
                <tr key={item.key} data-key={item.key}>
                  <th scope="row">{title}</th>
                  <td>
                    {item.chartTypes
                      .map((type) => {
                        const key = keyOf(CHART_TYPE_KEY, type);
                        return key ? t(key) : type;
                      })
                      .join(', ')}
                  </td>
                  <td>{t(PUBLISHED_STATE_KEY[item.published_state])}</td>
                  <td>{date(item.created_at)}</td>
                  <td>{date(item.updated_at)}</td>
                  <td className="number">{item.viewCount}</td>
                  <td className="my-charts-actions">
                    {item.published_state === 'PUBLISHED' && (
                      <Link to={to(`/v/${item.key}`)} aria-label={label('open')}>
                        {t('my-charts.open')}
                      </Link>
                    )}
                    <Link to={to(item.published_state === 'DRAFT' ? `/create/${item.key}` : `/create/new?edit=${item.key}`)} aria-label={label('edit')}>
                      {t('my-charts.edit')}
                    </Link>
                    <Link to={to(`/create/new?copy=${item.key}`)} aria-label={label('copy')}>
                      {t('my-charts.copy')}
                    </Link>
                    <button type="button" className="link-button" aria-label={label('delete')} onClick={() => setDeleting({ key: item.key, title })}>
                      {t('my-charts.delete')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {deleting && (
        <Dialog title={t('my-charts.delete')} onClose={() => setDeleting(undefined)} testId="delete-dialog">
          <p>{t('my-charts.delete.confirm', { title: deleting.title })}</p>
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={() => setDeleting(undefined)}>
              {t('my-charts.delete.cancel')}
            </button>
            <button type="button" className="button" disabled={remove.isPending} onClick={() => remove.mutate(deleting.key)} data-testid="confirm-delete">
              {t('my-charts.delete')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
};
