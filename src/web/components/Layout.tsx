/** Page frame around the page (`children`): header with the product name, navigation and the language switcher (not in embed mode). */
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isOdsIframe } from '../../domain/browse/shell-params';
import { isEmbedPath } from '../../domain/viewer/embed';
import { LOCALES } from '../../domain/data';
import { AccountMenu } from '../auth/AccountMenu';
import { useRouteFocus } from './route-focus';
import { loadCatalogue } from '../i18n';
import { rememberLocale, switchLocalePath, useLocalePath, useSyncLanguage } from '../i18n/locale';
import { Link, useLocation, useNavigate, useSearchParams } from '../navigation';

export const Layout = ({ children }: { children: ReactNode }) => {
  const locale = useSyncLanguage();
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  // Embed mode shows the page without the site's header.
  const embed = isOdsIframe(useSearchParams()[0]) || isEmbedPath(location.pathname);
  const arrived = useRouteFocus('main');
  return (
    <div className={embed ? 'app embed' : 'app'}>
      <a className="skip-link" href="#main">
        {t('nav.skip-to-content')}
      </a>
      {!embed && (
        <header className="header">
          <Link to={to('/browse')} className="brand">
            <span className="brand-mark" aria-hidden="true">
              ▦
            </span>
            <span className="brand-name">{t('app.name')}</span>
            <span className="brand-tagline">{t('app.tagline')}</span>
          </Link>
          <nav className="header-nav">
            <Link to={to('/browse')}>{t('nav.browse')}</Link>
            <AccountMenu />
            <label className="language">
              <span className="visually-hidden">{t('nav.language')}</span>
              <select
                value={locale}
                data-testid="language-switcher"
                onChange={async (event) => {
                  const to = event.target.value as typeof locale;
                  rememberLocale(to);
                  await loadCatalogue(to);
                  navigate(switchLocalePath(location.pathname, location.search, to));
                }}
              >
                {LOCALES.map((l) => (
                  <option key={l} value={l}>
                    {l.toUpperCase()}
                  </option>
                ))}
              </select>
            </label>
          </nav>
        </header>
      )}
      <main id="main" className="main" tabIndex={-1}>
        <Suspense
          fallback={
            <p className="loading" role="status">
              {t('browse.loading')}
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
      <p className="visually-hidden" role="status" aria-atomic="true" data-testid="route-announcer">
        {arrived && t('nav.page-changed', { title: arrived })}
      </p>
    </div>
  );
};
