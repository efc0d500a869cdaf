/**
 * i18next with the four message catalogues; the locale comes from the URL (see locale.tsx). A page
 * loads only its own locale's catalogue (each is its own chunk); another is fetched before the
 * app switches to it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../domain/data';
import { DEFAULT_LOCALE } from '../../domain/i18n/negotiate';
import type { Messages } from '../../domain/messages';

// t() takes only the catalogues' keys (domain/messages.ts): a key nowhere in them, or any plain
// string, does not compile; the catalogue test refuses keys built from template strings. Only the
// type: no catalogue is imported here (each stays its own chunk).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    keySeparator: false;
  }
}

export { DEFAULT_LOCALE };

const catalogues: Record<Locale, () => Promise<Messages>> = {
  de: () => import('./de').then((m) => m.de),
  fr: () => import('./fr').then((m) => m.fr),
  it: () => import('./it').then((m) => m.it),
  en: () => import('./en').then((m) => m.en),
};

i18next.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LOCALE,
  // Every key is in all four catalogues (a test checks): no fallback to load beside the locale's own.
  fallbackLng: false,
  // Keys are the spec's dotted message keys, not nested paths.
  keySeparator: false,
  interpolation: { escapeValue: false },
});

const loading = new Map<Locale, Promise<void>>();

/** The locale's catalogue, fetched once; the same promise for every caller (React's `use` needs that). */
export const loadCatalogue = (locale: Locale): Promise<void> => {
  let loaded = loading.get(locale);
  if (!loaded) {
    loaded = catalogues[locale]().then((catalogue) => void i18next.addResourceBundle(locale, 'translation', catalogue));
    loading.set(locale, loaded);
  }
  return loaded;
};

export const hasCatalogue = (locale: Locale) => i18next.hasResourceBundle(locale, 'translation');

export default i18next;
