/**
 * The four UI catalogues are complete and translated: every key in each, no English text left
 * in de/fr/it, and the same {{placeholders}} in every language.
 */
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it as itCatalogue } from './it';

const CATALOGUES = { de, fr, it: itCatalogue } as Record<string, Record<string, string>>;

/**
 * Texts that are rightly the same in English and another language: the product name, a unit,
 * words the languages share. Anything else identical to English is a missing translation.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: ['cubeviz', '{{count}} s', 'Organisation', 'Version', 'Pause', 'Animation', 'Name', 'Minimum', 'Maximum', 'Layout', 'Format: {{format}}', 'Symbol'],
  fr: ['cubeviz', '{{count}} s', 'Organisation', 'Organisations', 'Concepts', 'Description', 'Version', 'Contact', 'Segmentation', 'Source', 'Pause', 'Animation', 'Minimum', 'Maximum', 'Triangle'],
  it: ['cubeviz', '{{count}} s'],
};

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  const englishKeys = Object.keys(en).sort();

  it.each(Object.keys(CATALOGUES))('%s has exactly the English keys', (lang) => {
    expect(Object.keys(CATALOGUES[lang]).sort()).toEqual(englishKeys);
  });

  it.each(Object.keys(CATALOGUES))('%s leaves no English text untranslated', (lang) => {
    const catalogue = CATALOGUES[lang];
    const untranslated = englishKeys.filter((key) => catalogue[key] === (en as Record<string, string>)[key] && !SAME_AS_ENGLISH[lang].includes(catalogue[key]));
    expect(untranslated.map((key) => `${key}: ${catalogue[key]}`)).toEqual([]);
  });

  it.each(Object.keys(CATALOGUES))('%s keeps the English placeholders', (lang) => {
    const catalogue = CATALOGUES[lang];
    const differing = englishKeys.filter((key) => placeholders(catalogue[key] ?? '').join() !== placeholders((en as Record<string, string>)[key]).join());
    expect(differing).toEqual([]);
  });
});
