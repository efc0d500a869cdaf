/**
 * /browse and its filter routes /browse/{theme|organization|topic|termset}/{encodedIri}/…: the
 * page variant of the dataset browser, its state read from the URL (spec 000 §2). An unknown
 * filter type is an error page; an unversioned or outdated cube IRI is redirected to its latest
 * version; embed mode (odsiframe=true) reports the page height to the parent window.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrowsePathError } from '../../domain/browse/filters';
import { cannotFindCubeUrl, latestVersionQuery, type BrowseParams } from '../../domain/browse/params';
import type { DataSource } from '../api/client';
import { useDataSource, useLatestCubeIri } from '../api/hooks';
import { useEmbedHeight } from '../embed';
import { useLocale, useLocalePath } from '../i18n/locale';
import { browseParamsAt, useUrlBrowseState } from './browse-state';
import { DatasetBrowser } from './DatasetBrowser';

const BrowsePathErrorPage = ({ error }: { error: BrowsePathError }) => {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="page-message" role="alert" data-testid="browse-error">
      <h1>{t('browse.error.title')}</h1>
      <p>{t(error.reason === 'unknown-type' ? 'browse.error.unknown-type' : 'browse.error.missing-iri', { type: error.filterType })}</p>
      <Link className="button" to={to('/browse')}>
        {t('notfound.back')}
      </Link>
    </section>
  );
};

/**
 * Redirects a cube IRI that is not the latest version (SPARQL sources only): to the latest one,
 * in the parameter it came in, or to / with CANNOT_FIND_CUBE when there is none. True when the
 * dataset can be shown.
 */
const useRedirectToLatestCube = (dataset: string | undefined, source: DataSource | undefined) => {
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { search } = useLocation();
  const sparql = source?.type === 'sparql';
  const latest = useLatestCubeIri(sparql ? source : undefined, locale, dataset);
  useEffect(() => {
    if (!dataset || !source) return;
    if (!sparql) {
      console.error(`Cannot redirect to the latest cube version: the data source type is ${source.type}, not sparql`);
    } else if (latest.data === null) {
      navigate(to(cannotFindCubeUrl(dataset, new URL(source.url, window.location.origin).href)), { replace: true });
    } else if (latest.data && latest.data !== dataset) {
      navigate({ search: `?${latestVersionQuery(new URLSearchParams(search), latest.data)}` }, { replace: true });
    }
  }, [dataset, source, sparql, latest.data, navigate, to, search]);
  return !dataset || !sparql || latest.data === dataset || !!latest.error;
};

const UrlDatasetBrowser = ({ params }: { params: BrowseParams }) => {
  const { t } = useTranslation();
  const state = useUrlBrowseState(params);
  const ready = useRedirectToLatestCube(params.dataset, useDataSource());
  useEmbedHeight(!!params.odsiframe);
  if (!ready) {
    return (
      <p className="loading" role="status">
        {t('browse.loading')}
      </p>
    );
  }
  return <DatasetBrowser variant="page" state={state} />;
};

export const BrowsePage = () => {
  const { pathname, search } = useLocation();
  const parsed = useMemo(() => {
    try {
      return { params: browseParamsAt(pathname, search) };
    } catch (error) {
      if (error instanceof BrowsePathError) return { error };
      throw error;
    }
  }, [pathname, search]);
  return parsed.error ? <BrowsePathErrorPage error={parsed.error} /> : <UrlDatasetBrowser params={parsed.params} />;
};
