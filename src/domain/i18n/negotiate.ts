/**
 * Which UI locale a first visit gets: the browser's preferred languages (navigator.languages, or
 * an Accept-Language header) matched against de, fr, it, en; German when none of them fits.
 */
import { DEFAULT_LOCALE } from '../config/defaults';
import { LOCALES, type Locale } from '../data';

export { DEFAULT_LOCALE };

export const isLocale = (value: string | null | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/**
 * The language tags of an Accept-Language header, most wanted first: `fr-CH, fr;q=0.9, en;q=0.8`
 * → fr-CH, fr, en. Tags with q=0 are refused, not wanted; equal weights keep the header's order.
 */
export const parseAcceptLanguage = (header: string): string[] =>
  header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim().match(/^q=(.*)$/i)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);

/**
 * The first preferred language we have, by its primary subtag (en-US → en, fr-CH → fr); `*`
 * and unknown languages are passed over. Takes navigator.languages or an Accept-Language header.
 */
export const negotiateLocale = (preferences: readonly string[] | string | null | undefined): Locale => {
  const tags = typeof preferences === 'string' ? parseAcceptLanguage(preferences) : (preferences ?? []);
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
};

/** The locale of a first visit: a remembered choice wins over the browser's languages. */
export const initialLocale = (remembered: string | null | undefined, preferences: readonly string[] | string | null | undefined): Locale =>
  isLocale(remembered) ? remembered : negotiateLocale(preferences);
