import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import i18n, { loadCatalogue } from './i18n';
import { localeOfPath, startLocale } from './i18n/locale';
import './styles.css';

// The first frame is in the page's language: its catalogue arrives before the app renders.
const locale = location.pathname === '/' ? startLocale() : localeOfPath(location.pathname);
await loadCatalogue(locale);
await i18n.changeLanguage(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
