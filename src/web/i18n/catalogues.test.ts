/**
 * The four UI catalogues are complete and translated: every key in each, no English text left
 * in de/fr/it, and the same {{placeholders}} in every language; text composed of several
 * messages (i18n/composed.ts) keeps no English word in de/fr/it either. Every key is used by the
 * code, written out whole (keys chosen at run time come from the tables in domain/messages.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeChart } from '../../domain/charts/access';
import type { DrawnChartType } from '../../domain/charts/definition';
import type { Scene } from '../../domain/charts/scene';
import type { TimeUnit } from '../../domain/data';
import { CHART_TYPE_KEY, TIME_UNIT_KEY } from '../../domain/messages';
import { rowExcessMessage, type RowExcess } from '../../domain/charts/row-limit';
import { chartDescriptionText, rowExcessText, timeRangeToggleText } from './composed';
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
    'minutes',
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

/** A catalogue's t, as the app's i18next calls it (dotted keys, no escaping). */
const tIn = (catalogue: Record<string, string>): TFunction => {
  const instance = i18next.createInstance({
    lng: 'xx',
    resources: { xx: { translation: catalogue } },
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.init();
  return instance.t;
};

/** A small chart to describe: two years of two cantons (data words, the same in every language). */
const SCENE: Scene = {
  width: 400,
  height: 300,
  plot: { left: 40, top: 8, width: 340, height: 260 },
  axes: [
    { position: 'bottom', ticks: [{ position: 10, label: '2020' }], title: 'Jahr' },
    { position: 'left', ticks: [{ position: 0, label: '0' }], title: 'Betriebe' },
    { position: 'right', ticks: [{ position: 0, label: '0' }], title: 'Betriebe' },
  ],
  marks: ['Bern', 'Uri'].flatMap((series, i) =>
    ['2020', '2021'].map((year, j) => ({
      type: 'rect' as const,
      key: `${year}${series}`,
      x: 100 * j,
      y: 0,
      width: 10,
      height: 10,
      fill: '#000',
      value: i + j,
      tooltip: { title: year, series, value: String(i + j) },
    })),
  ),
  legend: ['Bern', 'Uri'].map((label) => ({ key: label, label, color: '#000', shape: 'square' as const })),
};
const DATA_WORDS = new Set(['Jahr', 'Betriebe', 'Bern', 'Uri']);
/** A chart past its row limit, to be filtered by one of three dimensions or by two together. */
const EXCESS: RowExcess = { rows: 110_000, limit: 20_000, dimensionIds: ['jahr', 'bern', 'uri'], together: false };
const tooManyRows = (t: TFunction, kind: 'svg' | 'map' | 'table', together: boolean) =>
  rowExcessText(t, rowExcessMessage({ ...EXCESS, together }, kind, 'en', ['Jahr', 'Bern', 'Uri']));

/** Every composed text, by a name for the test's output, rendered with a catalogue's t. */
const COMPOSED: [string, (t: TFunction) => string][] = [
  ...(Object.keys(TIME_UNIT_KEY) as TimeUnit[]).map((unit): [string, (t: TFunction) => string] => [
    `time range toggle (${unit})`,
    (t) => timeRangeToggleText(t, unit),
  ]),
  ...(Object.keys(CHART_TYPE_KEY).filter((type) => type !== 'map' && type !== 'table') as DrawnChartType[]).map((type): [string, (t: TFunction) => string] => [
    `description of a ${type} chart`,
    (t) => chartDescriptionText(t, describeChart(SCENE, type), type),
  ]),
  ...(['svg', 'map', 'table'] as const).flatMap((kind): [string, (t: TFunction) => string][] => [
    [`too many rows of a ${kind}, any one filter`, (t) => tooManyRows(t, kind, false)],
    [`too many rows of a ${kind}, filters together`, (t) => tooManyRows(t, kind, true)],
  ]),
];

const words = (text: string) => new Set(text.match(/\p{L}[\p{L}’'-]*/gu) ?? []);

describe('composed UI text', () => {
  const english = tIn(en);

  it('renders every time unit and chart type it names (the English composition is whole)', () => {
    expect(timeRangeToggleText(english, 'Year')).toBe('Share a time range (years)');
    expect(chartDescriptionText(english, describeChart(SCENE, 'bar'), 'bar')).toMatch(/^Chart type: Bar\. /);
    expect(tooManyRows(english, 'svg', false)).toBe(
      'This chart would need up to 110,000 observations, more than the 20,000 it can draw. Filter Jahr, Bern or Uri to draw it.',
    );
    expect(tooManyRows(english, 'table', true)).toBe(
      'This table would have up to 110,000 rows, more than the 20,000 it can show. Filter Jahr, Bern and Uri to show it.',
    );
  });

  // A word of the English text is left over when the language's catalogue does not have it: it
  // came from code (a unit's or type's name in English), not from a translated message.
  it.each(Object.keys(CATALOGUES))('%s keeps no English word in text composed of several messages', (lang) => {
    const t = tIn(CATALOGUES[lang]);
    const own = words(Object.values(CATALOGUES[lang]).join(' '));
    const left = COMPOSED.flatMap(([name, compose]) => {
      const [inEnglish, translated] = [words(compose(english)), compose(t)];
      const shared = [...words(translated)].filter((w) => inEnglish.has(w) && !own.has(w) && !DATA_WORDS.has(w));
      return shared.length ? [`${name}: ${translated} (${shared.join(', ')})`] : [];
    });
    expect(left).toEqual([]);
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

  it('puts no id in a message where its name belongs (a time unit, a chart type: through their key tables and i18n/composed.ts)', () => {
    const raw = SOURCES.flatMap(({ path, text }) =>
      [...text.matchAll(/\bt\('[\w.-]+',\s*\{[^}]*:\s*[\w.?]*\.(timeUnit|chartType)\b[^}]*\}/g)].map((m) => `${path}: ${m[0]}`),
    );
    expect(raw).toEqual([]);
  });

  it('builds no key from a template string and forces none with a cast', () => {
    const built = SOURCES.flatMap(({ path, text }) => [...text.matchAll(/\bt\(`[^`]*\$\{|as MessageKey\b|as '[\w.-]+'\)/g)].map((m) => `${path}: ${m[0]}`));
    expect(built).toEqual([]);
  });
});
