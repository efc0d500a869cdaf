import { describe, expect, it } from 'vitest';
import { savedStateFixture } from '../../../tests/support/fixtures';
import { loadSavedConfig } from './load';
import { fixture } from './migrations/test-fixtures';
import { configBytes, findOverlongText, TEXT_LIMITS, writeLimitRefusal } from './write-limits';
import type { SavedConfigData } from './configurator-state';

const all = (text: string) => ({ de: text, fr: text, it: text, en: text });
const withTextBlock = async () => {
  const loaded = await loadSavedConfig(fixture('state-5.0.0-column-annotation-and-text-block'));
  if (!loaded.success) throw new Error(loaded.message);
  return loaded.data;
};

describe('findOverlongText', () => {
  it('accepts texts of exactly their limit', async () => {
    const state = savedStateFixture('t'.repeat(TEXT_LIMITS.title));
    state.layout.meta.description = all('d'.repeat(TEXT_LIMITS.description));
    state.chartConfigs[0].meta.label = all('l'.repeat(TEXT_LIMITS.label));
    expect(findOverlongText(state)).toBeUndefined();
    const blocks = await withTextBlock();
    blocks.layout.blocks = blocks.layout.blocks.map((b) => (b.type === 'text' ? { ...b, text: all('b'.repeat(TEXT_LIMITS.textBlock)) } : b));
    expect(findOverlongText(blocks)).toBeUndefined();
  });

  it.each<[string, (state: SavedConfigData) => void, string, number]>([
    ['a chart title', (s) => (s.chartConfigs[0].meta.title.fr = 't'.repeat(301)), 'chartConfigs.0.meta.title.fr', TEXT_LIMITS.title],
    ['a chart description', (s) => (s.chartConfigs[0].meta.description.de = 'd'.repeat(5001)), 'chartConfigs.0.meta.description.de', TEXT_LIMITS.description],
    ['a tab label', (s) => (s.chartConfigs[0].meta.label.it = 'l'.repeat(201)), 'chartConfigs.0.meta.label.it', TEXT_LIMITS.label],
    ['a layout title', (s) => (s.layout.meta.title.en = 't'.repeat(301)), 'layout.meta.title.en', TEXT_LIMITS.title],
    ['a layout label', (s) => (s.layout.meta.label = all('l'.repeat(201))), 'layout.meta.label.de', TEXT_LIMITS.label],
    [
      'a unit label',
      (s) => (s.chartConfigs[0].conversionUnitsByComponentId = { cube___area: { multiplier: 100, labels: all('u'.repeat(201)) } }),
      'chartConfigs.0.conversionUnitsByComponentId.cube___area.labels.de',
      TEXT_LIMITS.label,
    ],
  ])('names %s one character over its limit', (_what, spoil, path, max) => {
    const state = savedStateFixture();
    spoil(state);
    expect(findOverlongText(state)).toEqual({ path, kind: expect.any(String), length: max + 1, max });
  });

  it('names a text block over its limit', async () => {
    const state = await withTextBlock();
    const at = state.layout.blocks.findIndex((b) => b.type === 'text');
    state.layout.blocks[at] = { ...state.layout.blocks[at], text: all('b'.repeat(TEXT_LIMITS.textBlock + 1)) } as (typeof state.layout.blocks)[number];
    expect(findOverlongText(state)).toMatchObject({ path: `layout.blocks.${at}.text.de`, kind: 'textBlock' });
  });
});

describe('writeLimitRefusal', () => {
  it('refuses the 800,000-character title of the flood, naming it', () => {
    expect(writeLimitRefusal(savedStateFixture('x'.repeat(200_000)), { maxBytes: 1e9 })).toBe(
      'Config too large: chartConfigs.0.meta.title.de: must be at most 300 characters (has 200,000)',
    );
  });

  it('refuses a config of more bytes than the cap, counting UTF-8 bytes', () => {
    const state = savedStateFixture('Wald in der Schweiz: Fläche');
    const bytes = configBytes(state);
    expect(bytes).toBe(Buffer.byteLength(JSON.stringify(state)));
    expect(writeLimitRefusal(state, { maxBytes: bytes })).toBeUndefined();
    expect(writeLimitRefusal(state, { maxBytes: bytes - 1 })).toBe(
      `Config too large: ${bytes.toLocaleString('en-US')} bytes, more than the ${(bytes - 1).toLocaleString('en-US')} bytes one config may take`,
    );
  });

  it('is no part of loading: a saved config with a long title loads as before', async () => {
    const long = savedStateFixture('x'.repeat(200_000));
    const loaded = await loadSavedConfig(long);
    expect(loaded.success && loaded.data.chartConfigs[0].meta.title.en.length).toBe(200_000);
  });
});
