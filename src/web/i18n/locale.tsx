/**
 * The locale is the first path segment (/fr/browse, /en/v/{key}); a path without one is in the
 * default locale (de), except `/`, which forwards to the locale the visitor chose before or their
 * browser prefers. Links inside the app carry the current locale through `useLocalePath`.
 */
import { use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../navigation';
import type { Locale } from '../../domain/data';
import { DEFAULT_LOCALE, initialLocale, isLocale } from '../../domain/i18n/negotiate';
import { hasCatalogue, loadCatalogue } from '.';

export { isLocale };

const STORAGE_KEY = 'cubeviz.locale';

/** Keeps the visitor's choice of language for their next visit to `/`. */
export const rememberLocale = (locale: Locale) => {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be off (private mode, policy): the choice then lasts as long as the URL.
  }
};

const rememberedLocale = () => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The locale `/` forwards to: the remembered choice, else the browser's languages (navigator.languages). */
export const startLocale = (): Locale => {
  const locale = initialLocale(rememberedLocale(), navigator.languages?.length ? navigator.languages : [navigator.language]);
  rememberLocale(locale);
  return locale;
};

/** The locale of a path: its first segment when that is a locale. */
export const localeOfPath = (pathname: string): Locale => {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
};

export const useLocale = (): Locale => localeOfPath(useLocation().pathname);

/** Prefixes a path with the locale: links always carry it, as /{locale}/v/{key} does in the spec. */
export const localePath = (locale: Locale, path: string) => `/${locale}${path}`;

export const useLocalePath = () => {
  const locale = useLocale();
  return (path: string) => localePath(locale, path);
};

/** The same page in another locale. */
export const switchLocalePath = (pathname: string, search: string, to: Locale) => {
  const [, first, ...rest] = pathname.split('/');
  const tail = isLocale(first) ? rest.join('/') : [first, ...rest].join('/');
  return `${localePath(to, `/${tail}`)}${search}`;
};

/** Keeps i18next and <html lang> in step with the URL. */
export const useSyncLanguage = () => {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const { i18n } = useTranslation();
  // Switched during render, no frame in the old language. The switcher loads the catalogue before
  // it navigates; any other way to a locale not loaded yet (history) waits for it here. `/` is
  // left alone: it forwards at once to the visitor's language, which main.tsx has loaded.
  if (pathname !== '/' && i18n.language !== locale) {
    if (!hasCatalogue(locale)) use(loadCatalogue(locale));
    i18n.changeLanguage(locale);
  }
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return locale;
};
