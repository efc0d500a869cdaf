import { describe, expect, it } from 'vitest';
import { isComponentId } from './data';
import { findUncleanText, isCleanText, isIri, slug } from './text';

describe('isIri', () => {
  it.each([
    ['an http IRI', 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2'],
    ['a URN', 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66'],
    ['non-ASCII letters', 'https://example.org/Zürich/Genève'],
    ['an astral character (a pair of surrogates)', 'https://example.org/😀'],
    ['brackets, query and fragment', 'https://[::1]/a?b=c&d#e'],
    ['private use in plane 16', 'https://example.org/\u{10FFFD}'],
  ])('accepts %s', (_what, value) => expect(isIri(value)).toBe(true));

  it.each([
    ['no scheme', 'example.org/cube'],
    ['a relative reference', '/api/sparql'],
    ['a space', 'https://example.org/a b'],
    ['a closing >', 'https://example.org/a> } ; DROP ALL ; #'],
    ['a double quote', 'https://example.org/"'],
    ['each of {}|^`\\', ...['{', '}', '|', '^', '`', '\\'].map((c) => `https://example.org/${c}`)],
    ['U+0000', 'https://example.org/\u0000'],
    ['U+001F', 'https://example.org/\u001f'],
    ['DEL', 'https://example.org/\u007f'],
    ['a C1 control', 'https://example.org/\u0085'],
    ['a lone high surrogate', 'https://example.org/\ud800'],
    ['a lone low surrogate', 'https://example.org/\udc00x'],
    ['U+FFFE', 'https://example.org/\ufffe'],
    ['U+FFFF', 'https://example.org/\uffff'],
    ['U+FDD0', 'https://example.org/\ufdd0'],
    ['U+1FFFF', 'https://example.org/\u{1FFFF}'],
    ['a tag character', 'https://example.org/\u{E0001}'],
    ['2001 characters', `https://example.org/${'a'.repeat(1981)}`],
  ])('refuses %s', (_what, ...values) => {
    for (const value of values) expect(isIri(value)).toBe(false);
  });
});

describe('isCleanText', () => {
  it('accepts text with tabs, line breaks and astral characters', () => {
    expect(isCleanText('Wald\tfläche\r\n😀 <b>"x"</b>')).toBe(true);
  });
  it.each(['\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udfff', '\ufffe', '\uffff'])('refuses %j', (c) => {
    expect(isCleanText(`a${c}b`)).toBe(false);
  });
});

describe('findUncleanText', () => {
  it('names the first unclean string in document order', () => {
    expect(findUncleanText({ a: 'ok', b: [1, { c: 'bad\u0000' }], d: 'bad\ud800' })).toBe('b.1.c');
  });
  it('names an unclean key, and the value itself', () => {
    expect(findUncleanText({ a: { ['k\uffff']: 1 } })).toBe('a.(a key)');
    expect(findUncleanText('\u0000')).toBe('(the value)');
  });
  it('walks 100,000 levels without a stack overflow', () => {
    const deep = (inner: string) => JSON.parse(`${'['.repeat(100_000)}${inner}${']'.repeat(100_000)}`);
    expect(findUncleanText(deep('"x"'))).toBeUndefined();
    expect(findUncleanText(deep('"\\u0000"'))).toBe(Array(100_000).fill(0).join('.'));
  });
});

describe('isComponentId', () => {
  it.each([
    'https://ld.admin.ch/cube/fso/px-x-0703010000_103___https://ld.admin.ch/cube/fso/px-x-0703010000_103/jahr',
    'https://example.org/air/year',
    'joinBy__0',
    'joinBy__12',
  ])('accepts %s', (id) => expect(isComponentId(id)).toBe(true));
  it.each(['__proto__', 'constructor', 'joinBy__', 'joinBy__x', 'nope___https://example.org/a', 'https://example.org/a___b c', 'https://example.org/\ud800'])(
    'refuses %j',
    (id) => expect(isComponentId(id)).toBe(false),
  );
});

describe('slug', () => {
  it('keeps lower-case ASCII words joined by single hyphens', () => {
    expect(slug('  Wholesale & Retail -- Trade! ')).toBe('wholesale-retail-trade');
    expect(slug('Genève, Zürich')).toBe('geneve-zurich');
  });

  it('cuts without a trailing hyphen and says what an empty slug is', () => {
    expect(slug('Forest area in Switzerland', { maxLength: 12 })).toBe('forest-area');
    expect(slug('—', { empty: '_' })).toBe('_');
    expect(slug('')).toBe('');
  });
});
