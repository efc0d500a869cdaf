import { describe, expect, it } from 'vitest';
import { embedCode, embedUrl, isEmbedPath, noEmbedFlags, parseEmbedFlags, viewPathKey, writeEmbedFlags } from './embed';

describe('embed flags', () => {
  it('turns a flag on only for the text true', () => {
    const flags = parseEmbedFlags(new URLSearchParams('removeFootnotes=true&removeFilters=1&optimizeSpace=TRUE&removeMoreOptionsButton='));
    expect(flags).toEqual({ ...noEmbedFlags(), removeFootnotes: true });
  });

  it('reads disableBorder as removeBorder', () => {
    expect(parseEmbedFlags(new URLSearchParams('disableBorder=true')).removeBorder).toBe(true);
    expect(parseEmbedFlags(new URLSearchParams('disableBorder=false')).removeBorder).toBe(false);
  });

  it('writes the flags back in their own names and keeps other parameters', () => {
    const query = new URLSearchParams('tab=abc&disableBorder=true&removeFilters=no&hide=A');
    expect(writeEmbedFlags(query, parseEmbedFlags(query)).toString()).toBe('tab=abc&hide=A&removeBorder=true');
  });

  it('builds the embed address with the chosen flags', () => {
    expect(embedUrl('http://x.org', 'de', 'abcdefghijkl', { ...noEmbedFlags(), removeFilters: true })).toBe(
      'http://x.org/de/embed/abcdefghijkl?removeFilters=true',
    );
    expect(embedUrl('http://x.org', 'en', 'abcdefghijkl', noEmbedFlags())).toBe('http://x.org/en/embed/abcdefghijkl');
  });

  it('knows the embed page by its path', () => {
    expect(isEmbedPath('/en/embed/abcdefghijkl')).toBe(true);
    expect(isEmbedPath('/embed/abcdefghijkl')).toBe(true);
    expect(isEmbedPath('/en/v/abcdefghijkl')).toBe(false);
  });

  it("reads the key of a view or embed page's path", () => {
    expect(viewPathKey('/en/v/abcdefghijkl')).toBe('abcdefghijkl');
    expect(viewPathKey('/fr/embed/abc%2Ddef/')).toBe('abc-def');
    expect(viewPathKey('/v/abcdefghijkl')).toBe('abcdefghijkl');
    expect(viewPathKey('/en/browse')).toBe('');
    expect(viewPathKey('/en/v/abc/more')).toBe('');
  });
});

describe('embed code', () => {
  it('holds the iframe and a script that listens to its height messages only', () => {
    const code = embedCode({ url: 'http://x.org/en/embed/abcdefghijkl?removeBorder=true', title: 'Forest', key: 'abcdefghijkl' });
    expect(code).toContain('<iframe id="cubeviz-abcdefghijkl" src="http://x.org/en/embed/abcdefghijkl?removeBorder=true" title="Forest"');
    expect(code).toContain('e.origin==="http://x.org"');
    expect(code).toContain('e.data.type==="cubeviz:resize"');
    expect(code).toContain('style="width:100%;height:640px;border:0"');
  });

  it('bounds the iframe to a size when asked (oEmbed’s maxwidth and maxheight)', () => {
    const code = embedCode({ url: 'http://x.org/en/embed/k', title: 'Forest', key: 'k', size: { width: 500, height: 300 } });
    expect(code).toContain('style="width:100%;max-width:500px;height:300px;border:0"');
  });

  it('keeps an author title inside its attribute', () => {
    const code = embedCode({ url: 'http://x.org/en/embed/k', title: '"><script>alert(1)</script>', key: 'k' });
    expect(code).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(code.match(/<script>/g)).toHaveLength(1);
  });
});
