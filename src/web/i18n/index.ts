/** i18next with the four message catalogues; the locale comes from the URL (see locale.tsx). */
import i18next from 'i18next';
import { DEFAULT_LOCALE } from '../../domain/i18n/negotiate';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export { DEFAULT_LOCALE };

i18next.use(initReactI18next).init({
  resources: { de: { translation: de }, fr: { translation: fr }, it: { translation: it }, en: { translation: en } },
  lng: DEFAULT_LOCALE,
  fallbackLng: 'en',
  // Keys are the spec's dotted message keys, not nested paths.
  keySeparator: false,
  interpolation: { escapeValue: false },
});

export default i18next;
