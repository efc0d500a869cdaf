/**
 * The start page: `/` forwards to /{locale}/browse in the visitor's language (remembered or from
 * the browser), /{locale}/ to its /browse; or it shows the error another page redirected here with
 * (?errorId=CANNOT_FIND_CUBE&iri=…&endpointUrl=…, spec 000 §2).
 */
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { CANNOT_FIND_CUBE } from '../../domain/browse/shell-params';
import { isLocale, startLocale, useLocalePath } from '../i18n/locale';

export const HomePage = () => {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const { locale } = useParams();
  // No locale in the address yet: the same page in the visitor's language.
  if (!isLocale(locale)) return <Navigate to={`/${startLocale()}/${params.size ? `?${params}` : ''}`} replace />;
  if (params.get('errorId') !== CANNOT_FIND_CUBE) return <Navigate to="browse" replace />;
  return (
    <section className="page-message" role="alert" data-testid="cannot-find-cube">
      <h1>{t('flashes.cannot-find-cube.title')}</h1>
      <p>{t('flashes.cannot-find-cube.text', { iri: params.get('iri'), endpointUrl: params.get('endpointUrl') })}</p>
      <Link className="button" to={to('/browse')}>
        {t('notfound.back')}
      </Link>
    </section>
  );
};
