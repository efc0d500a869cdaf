import { describe, expect, it } from 'vitest';
import { initialLocale, negotiateLocale, parseAcceptLanguage } from './negotiate';

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping the header order for equal weights', () => {
    expect(parseAcceptLanguage('en;q=0.5, fr-CH, fr;q=0.9, it;q=0.9')).toEqual(['fr-CH', 'fr', 'it', 'en']);
  });
  it('drops refused (q=0), empty and malformed entries', () => {
    expect(parseAcceptLanguage('de;q=0, , en;q=abc, it')).toEqual(['it']);
  });
});

describe('negotiateLocale', () => {
  it('reduces region subtags to the language: en-US → en, fr-CH → fr', () => {
    expect(negotiateLocale(['en-US', 'en'])).toBe('en');
    expect(negotiateLocale('fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLocale(['IT_ch'])).toBe('it');
  });
  it('takes the first language we have, by quality', () => {
    expect(negotiateLocale('ja, en;q=0.3, it;q=0.7')).toBe('it');
    expect(negotiateLocale(['ja-JP', 'ko', 'en-GB'])).toBe('en');
  });
  it('falls back to German for unknown languages, a wildcard or nothing', () => {
    expect(negotiateLocale(['ja'])).toBe('de');
    expect(negotiateLocale('*')).toBe('de');
    expect(negotiateLocale('')).toBe('de');
    expect(negotiateLocale(undefined)).toBe('de');
  });
});

describe('initialLocale', () => {
  it('prefers a remembered choice and ignores a remembered value that is no locale', () => {
    expect(initialLocale('it', ['en-US'])).toBe('it');
    expect(initialLocale('xx', ['en-US'])).toBe('en');
    expect(initialLocale(null, ['ja'])).toBe('de');
  });
});
