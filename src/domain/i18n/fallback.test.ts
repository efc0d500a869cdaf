import { describe, expect, it } from 'vitest';
import { localizedPlainTitle, localizedText, missingLocales } from './fallback';

const text = (t: Partial<Record<'de' | 'fr' | 'it' | 'en', string>>) => ({ de: '', fr: '', it: '', en: '', ...t });

describe('localizedText', () => {
  it('gives the reader’s own text when there is one', () => {
    expect(localizedText(text({ de: 'Wetter', en: 'Weather' }), 'en')).toEqual({ text: 'Weather', lang: 'en', fallback: false });
  });
  it('falls back in the order de → fr → it → en', () => {
    expect(localizedText(text({ fr: 'Météo', it: 'Meteo', en: 'Weather' }), 'en')).toEqual({ text: 'Weather', lang: 'en', fallback: false });
    expect(localizedText(text({ fr: 'Météo', it: 'Meteo', en: 'Weather' }), 'de')).toEqual({ text: 'Météo', lang: 'fr', fallback: true });
    expect(localizedText(text({ de: 'Wetter', fr: 'Météo' }), 'it')).toEqual({ text: 'Wetter', lang: 'de', fallback: true });
    expect(localizedText(text({ it: 'Meteo', en: 'Weather' }), 'fr')).toEqual({ text: 'Meteo', lang: 'it', fallback: true });
    expect(localizedText(text({ en: 'Weather' }), 'de')).toEqual({ text: 'Weather', lang: 'en', fallback: true });
  });
  it('treats blank text as missing, and gives nothing when every locale is empty', () => {
    expect(localizedText(text({ de: '  ', en: 'Weather' }), 'de')).toMatchObject({ lang: 'en' });
    expect(localizedText(text({}), 'de')).toBeUndefined();
    expect(localizedText(undefined, 'de')).toBeUndefined();
  });
});

describe('localizedPlainTitle', () => {
  it('gives a markdown title as one line of plain text, nothing for an empty one', () => {
    expect(localizedPlainTitle(text({ en: '**Air** quality\nin [Bern](https://bern.ch)' }), 'de')).toBe('Air quality in Bern');
    expect(localizedPlainTitle(text({ en: '** **' }), 'en')).toBeUndefined();
    expect(localizedPlainTitle(text({}), 'en')).toBeUndefined();
  });
});

describe('missingLocales', () => {
  it('lists the locales without text', () => {
    expect(missingLocales(text({ en: 'Weather', fr: ' ' }))).toEqual(['de', 'fr', 'it']);
    expect(missingLocales(text({ de: 'a', fr: 'b', it: 'c', en: 'd' }))).toEqual([]);
  });
});
