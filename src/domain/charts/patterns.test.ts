import { describe, expect, it } from 'vitest';
import { paletteColors } from './palettes';
import { patternInk, PATTERNS, seriesPatterns } from './patterns';

describe('seriesPatterns', () => {
  it('gives the first series of each colour no pattern and every repeat of a colour the next pattern', () => {
    const palette = paletteColors('category10');
    const cantons = Array.from({ length: 26 }, (_, i) => `canton ${i}`);
    const colorOf = (name: string) => palette[cantons.indexOf(name) % palette.length];
    const patterns = seriesPatterns(cantons, colorOf);
    expect(cantons.slice(0, 10).map((c) => patterns.get(c))).toEqual(Array(10).fill(undefined));
    expect(cantons.slice(10, 20).map((c) => patterns.get(c))).toEqual(Array(10).fill('diagonal'));
    expect(cantons.slice(20).map((c) => patterns.get(c))).toEqual(Array(6).fill('dots'));
    // No two series share both colour and pattern.
    const looks = new Set(cantons.map((c) => `${colorOf(c)} ${patterns.get(c)}`));
    expect(looks.size).toBe(26);
  });

  it('tells apart series a colour mapping gave one colour, whatever the case of the hex', () => {
    const colors: Record<string, string> = { a: '#FF0000', b: '#00ff00', c: '#ff0000' };
    expect([...seriesPatterns(['a', 'b', 'c'], (n) => colors[n]).values()]).toEqual([undefined, undefined, 'diagonal']);
  });

  it('cycles through the patterns when a colour repeats more often than there are patterns', () => {
    const names = Array.from({ length: PATTERNS.length + 2 }, (_, i) => String(i));
    expect([...seriesPatterns(names, () => '#000000').values()].at(-1)).toBe(PATTERNS[0]);
  });
});

describe('patternInk', () => {
  it('draws over light fills in dark ink and over dark fills in light ink', () => {
    expect(patternInk('#ffff99')).toBe('dark');
    expect(patternInk('#1f77b4')).toBe('light');
  });
});
