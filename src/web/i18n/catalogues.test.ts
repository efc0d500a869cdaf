/**
 * The four UI catalogues are complete and translated: every key in each, no English text left
 * in de/fr/it, and the same {{placeholders}} in every language. Every key is used by the code,
 * written out whole (keys chosen at run time come from the tables in domain/messages.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it as itCatalogue } from './it';

const CATALOGUES = { de, fr, it: itCatalogue } as Record<string, Record<string, string>>;

/**
 * Texts that are rightly the same in English and another language: the product name, a unit,
 * words the languages share, a name made of other messages (the chart type and the tab's number).
 * Anything else identical to English is a missing translation.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: [
    'cubeviz',
    '{{count}} s',
    '{{type}} {{number}}',
    'Organisation',
    'Version',
    'Pause',
    'Animation',
    'Name',
    'Minimum',
    'Maximum',
    'Layout',
    'Format: {{format}}',
    'Symbol',
    '{{label}} in {{unit}}',
  ],
  fr: [
    'cubeviz',
    '{{count}} s',
    '{{type}} {{number}}',
    'Organisation',
    'Organisations',
    'Concepts',
    'Description',
    'Version',
    'Contact',
    'Segmentation',
    'Source',
    'Pause',
    'Animation',
    'Minimum',
    'Maximum',
    'Triangle',
  ],
  it: ['cubeviz', '{{count}} s', '{{type}} {{number}}', '{{label}} in {{unit}}'],
};

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  const englishKeys = Object.keys(en).sort();

  it.each(Object.keys(CATALOGUES))('%s has exactly the English keys', (lang) => {
    expect(Object.keys(CATALOGUES[lang]).sort()).toEqual(englishKeys);
  });

  it.each(Object.keys(CATALOGUES))('%s lists the keys in the English order', (lang) => {
    expect(Object.keys(CATALOGUES[lang])).toEqual(Object.keys(en));
  });

  it('groups the keys by area (first segment), the areas in alphabetical order', () => {
    const areas = Object.keys(en).map((key) => (key === 'title unavailable' ? 'palette' : key.split('.')[0]));
    const runs = areas.filter((area, i) => area !== areas[i - 1]);
    expect(runs).toEqual([...new Set(areas)].sort());
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

/** The source the app runs: every .ts/.tsx file under src/ but tests and the catalogues themselves. */
const SRC = fileURLToPath(new URL('../../', import.meta.url));
const CATALOGUE_FILES = ['en', 'de', 'fr', 'it'].map((l) => join(SRC, 'web', 'i18n', `${l}.ts`));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !CATALOGUE_FILES.includes(path) ? [path] : [];
  });
const SOURCES = sourceFiles(SRC).map((path) => {
  const text = readFileSync(path, 'utf8');
  // messages.ts lists every key in its MessageKey type: only its tables are uses.
  return { path: path.slice(SRC.length), text: path.endsWith(join('domain', 'messages.ts')) ? text.replace(/export type MessageKey =[^;]*;/, '') : text };
});

/** Keys the spec names that no code emits; each with the reason it stays. */
const SPEC_KEYS_NOT_EMITTED: Record<string, string> = {
  // Spec 000 §5 has column, bar and pie need a geographic dimension; availability.ts explains why
  // only the map does, and the map has its own sentence (controls.chart.disabled.map).
  'controls.chart.disabled.geographical': 'spec 000 §5, a rule read otherwise (availability.ts)',
};

describe('message keys in the code', () => {
  const literals = new Set(SOURCES.flatMap(({ text }) => [...text.matchAll(/(['"`])([^'"`\n]+?)\1/g)].map((m) => m[2])));

  it('uses every catalogue key (a plural key by its name without _one/_other)', () => {
    const unused = Object.keys(en).filter(
      (key) => !literals.has(key) && !literals.has(key.replace(/_(zero|one|two|few|many|other)$/, '')) && !(key in SPEC_KEYS_NOT_EMITTED),
    );
    expect(unused).toEqual([]);
  });

  it('builds no key from a template string and forces none with a cast', () => {
    const built = SOURCES.flatMap(({ path, text }) => [...text.matchAll(/\bt\(`[^`]*\$\{|as MessageKey\b|as '[\w.-]+'\)/g)].map((m) => `${path}: ${m[0]}`));
    expect(built).toEqual([]);
  });
});
