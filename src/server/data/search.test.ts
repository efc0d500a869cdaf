import { describe, expect, it } from 'vitest';
import type { DataCubeMetadata, Locale } from '../../domain/data';
import { buildIndex, searchBoost } from './search';

/** A cube's metadata per locale from its titles; the rest stays empty. */
const cube = (iri: string, titles: Record<Locale, string>) =>
  Object.fromEntries(
    Object.entries(titles).map(([l, title]) => [l, { iri, title, description: '', themes: [], creator: undefined } as unknown as DataCubeMetadata]),
  ) as Record<Locale, DataCubeMetadata>;

const index = buildIndex([
  cube('weather', { de: 'Tageswetter in Seattle', fr: 'Météo quotidienne à Seattle', it: 'Meteo giornaliera a Seattle', en: 'Daily weather in Seattle' }),
  // A German title that uses the English word: the German page ranks it first.
  cube('station', { de: 'Weather-Stationen der Schweiz', fr: 'Stations météo suisses', it: 'Stazioni meteo svizzere', en: 'Swiss meteo stations' }),
  cube('quakes', { de: 'Erdbeben', fr: 'Séismes', it: 'Terremoti', en: 'Earthquakes' }),
]);
const hits = (query: string, locale: Locale) => index.search(query, { boost: searchBoost(locale) }).map((h) => h.id);

describe('cube search index', () => {
  it('matches titles in every language', () => {
    expect(hits('weather', 'de')).toContain('weather');
    expect(hits('Erdbeben', 'en')).toEqual(['quakes']);
    expect(hits('terremoti', 'fr')).toEqual(['quakes']);
  });
  it('ranks matches in the page’s language before matches in another', () => {
    expect(hits('weather', 'de')).toEqual(['station', 'weather']);
    expect(hits('weather', 'en')).toEqual(['weather', 'station']);
  });
});
