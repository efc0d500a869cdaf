/**
 * Author text (titles, descriptions, labels) is written per locale and often only in some. A
 * reader gets the text of their locale, else the first other language that has one, in a fixed
 * order, and is told which language that is (so the page can mark it and set `lang`).
 */
import type { Localized } from '../config/common';
import { LOCALES, type Locale } from '../data';
import { markdownToPlainLine } from '../markdown';

/** After the reader's own locale: de, fr, it, en (the order of LOCALES). */
export const FALLBACK_ORDER: readonly Locale[] = LOCALES;

/** A text and the language it is in; `fallback` when that is not the reader's locale. */
export type LocalizedText = { text: string; lang: Locale; fallback: boolean };

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/** The text for `locale`: its own, else de → fr → it → en; undefined when all are empty. */
export const localizedText = (texts: Partial<Localized> | undefined, locale: Locale): LocalizedText | undefined => {
  if (!texts) return undefined;
  const lang = [locale, ...FALLBACK_ORDER.filter((l) => l !== locale)].find((l) => filled(texts[l]));
  return lang && { text: texts[lang]!, lang, fallback: lang !== locale };
};

/** The locales in which a text is empty, in the order of LOCALES. */
export const missingLocales = (texts: Partial<Localized>): Locale[] => LOCALES.filter((l) => !filled(texts[l]));

/** An author's markdown title for `locale` as one line of plain text (domain/markdown), for the page's <title>, accessible names and file names. */
export const localizedPlainTitle = (texts: Partial<Localized> | undefined, locale: Locale): string | undefined => {
  const shown = localizedText(texts, locale);
  return shown && (markdownToPlainLine(shown.text) || undefined);
};
