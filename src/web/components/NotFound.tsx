import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../i18n/locale';

export const NotFound = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = useLocalePath();
  return (
    <section className="page-message" data-testid="not-found">
      <h1>{t('notfound.title')}</h1>
      <p>{t('notfound.text', { path: pathname })}</p>
      <Link className="button" to={to('/browse')}>
        {t('notfound.back')}
      </Link>
    </section>
  );
};
