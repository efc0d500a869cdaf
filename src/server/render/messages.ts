/**
 * The app's words on the server, in each of its languages: the message catalogues of the web app
 * (src/web/i18n) through an i18next of the server's own, as the app calls it (dotted keys, no
 * escaping: what it returns is text, escaped where it becomes markup).
 */
import i18next, { type TFunction } from 'i18next';
import type { Locale } from '../../domain/data';
import { CATALOGUES } from './catalogues';

const translators = new Map<Locale, TFunction>();

/** The app's `t` in a language. */
export const translator = (locale: Locale): TFunction => {
  let t = translators.get(locale);
  if (!t) {
    const instance = i18next.createInstance({
      lng: locale,
      resources: { [locale]: { translation: CATALOGUES[locale] } },
      fallbackLng: false,
      keySeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    instance.init();
    t = instance.t;
    translators.set(locale, t);
  }
  return t;
};
