import { describe, expect, it } from 'vitest';
import { isBuiltInPalette, paletteColors } from '../charts/palettes';
import { LOCALES } from '../data';
import { sortingSchema } from './common';
import { layoutSchema } from './configurator-state';
import * as defaults from './defaults';
import { animationFieldSchema } from './fields';
import { interactiveFiltersSchema } from './interactive-filters';
import { metaSchema } from './meta';

const isHex = (color: string) => /^#[0-9a-f]{6}$/i.test(color);

describe('defaults', () => {
  it('are valid by the schemas they fill', () => {
    expect(metaSchema.safeParse(defaults.emptyMeta()).success).toBe(true);
    expect(interactiveFiltersSchema.safeParse(defaults.defaultInteractiveFilters()).success).toBe(true);
    expect(sortingSchema.safeParse(defaults.defaultSorting()).success).toBe(true);
    expect(animationFieldSchema.safeParse({ componentId: 'year', ...defaults.defaultAnimation() }).success).toBe(true);
    expect(layoutSchema.safeParse(defaults.defaultLayout([])).success).toBe(true);
  });

  it('give a text in every locale, and fresh objects each time', () => {
    expect(Object.keys(defaults.emptyLocalized()).sort()).toEqual([...LOCALES].sort());
    const a = defaults.emptyMeta();
    a.title.de = 'changed';
    expect(defaults.emptyMeta().title.de).toBe('');
    expect(defaults.defaultInteractiveFilters()).not.toBe(defaults.defaultInteractiveFilters());
  });

  it('lists every chart of a new layout as a tab', () => {
    const charts = [{ key: 'abcdefghijkl' }, { key: 'mnopqrstuvwx' }] as Parameters<typeof defaults.defaultLayout>[0];
    expect(defaults.defaultLayout(charts)).toMatchObject({
      type: 'tab',
      blocks: [
        { type: 'chart', key: 'abcdefghijkl' },
        { type: 'chart', key: 'mnopqrstuvwx' },
      ],
    });
  });

  it('name palettes that exist and colours that are colours', () => {
    expect(isBuiltInPalette(defaults.DEFAULT_PALETTE)).toBe(true);
    expect(isBuiltInPalette(defaults.DEFAULT_SEQUENTIAL_PALETTE)).toBe(true);
    expect(paletteColors(defaults.DEFAULT_PALETTE)[0]).toBe(defaults.FIRST_COLOR);
    for (const color of [defaults.FIRST_COLOR, defaults.DEFAULT_LIMIT_COLOR, defaults.DEFAULT_ANNOTATION_COLOR, defaults.NEW_PALETTE_COLOR])
      expect(isHex(color)).toBe(true);
    expect(LOCALES).toContain(defaults.DEFAULT_LOCALE);
    expect(defaults.DEFAULT_MULTIPLIER).toBe(1);
  });

  it('hold no zod, so the published view may import them', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('./defaults.ts', import.meta.url), 'utf8');
    const runtimeImports = source.split('\n').filter((line) => /^import (?!type )/.test(line));
    expect(runtimeImports).toEqual([]);
  });
});
