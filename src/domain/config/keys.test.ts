import { describe, expect, it } from 'vitest';
import { CHART_KEY_ALPHABET, CHART_KEY_LENGTH, createChartKey, deriveChartKey, isChartKey } from './keys';

describe('chart keys', () => {
  it('are 12 of the 62 letters and digits', () => {
    expect(CHART_KEY_LENGTH).toBe(12);
    expect(CHART_KEY_ALPHABET).toHaveLength(62);
    expect(new Set(CHART_KEY_ALPHABET).size).toBe(62);
    for (const key of Array.from({ length: 200 }, () => createChartKey())) {
      expect(key).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(isChartKey(key)).toBe(true);
    }
  });

  it('draws again the bytes that would favour the first symbols', () => {
    // 248 and above are refused; 0 and 62 give 'A', 61 gives '9'.
    const bytes = [255, 248, 0, 62, 61, ...Array(20).fill(1)];
    const random = (into: Uint8Array) => into.map(() => bytes.shift() ?? 1);
    expect(createChartKey(random)).toBe('AA9BBBBBBBBB');
  });

  it('uses every symbol', () => {
    const seen = new Set(Array.from({ length: 300 }, () => createChartKey()).join(''));
    expect(seen.size).toBe(62);
  });

  it('checks length and alphabet', () => {
    expect(isChartKey('abcdefghijkl')).toBe(true);
    expect(isChartKey('abcdefghijk')).toBe(false);
    expect(isChartKey('abcdefghijklm')).toBe(false);
    expect(isChartKey('abcdefghijk-')).toBe(false);
    expect(isChartKey('abcdefghijké')).toBe(false);
    expect(isChartKey(123456789012)).toBe(false);
  });

  it('import nothing, so the published view and the server share them', async () => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(new URL('./keys.ts', import.meta.url), 'utf8')).not.toMatch(/^import /m);
  });

  it('derives the same valid key from the same text', () => {
    expect(deriveChartKey('old key')).toBe(deriveChartKey('old key'));
    expect(deriveChartKey('old key')).not.toBe(deriveChartKey('other key'));
    expect(isChartKey(deriveChartKey(''))).toBe(true);
  });
});
