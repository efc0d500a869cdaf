import { describe, expect, it } from 'vitest';
import { canAddPaletteColor, canApplyPalette, customPaletteInputSchema, isPaletteNameAvailable, paletteContrastWarnings } from './custom-palettes';

describe('custom palette rules (spec 001 §5)', () => {
  const existing = [{ paletteId: 'a', name: 'Forest' }];

  it('wants a name no other custom palette has, case and spaces aside', () => {
    expect(isPaletteNameAvailable(' forest ', existing)).toBe(false);
    expect(isPaletteNameAvailable('Forest', existing, 'a')).toBe(true);
    expect(isPaletteNameAvailable('Sea', existing)).toBe(true);
  });

  it('disables apply with an empty name or no colours', () => {
    expect(canApplyPalette({ name: ' ', colors: ['#000000'] })).toBe(false);
    expect(canApplyPalette({ name: 'Sea', colors: [] })).toBe(false);
    expect(canApplyPalette({ name: 'Sea', colors: ['#000000'] })).toBe(true);
  });

  it('disables add-colour with an empty name, at 26 categorical or 3 diverging colours', () => {
    expect(canAddPaletteColor({ name: '', type: 'sequential', colors: [] })).toBe(false);
    expect(canAddPaletteColor({ name: 'C', type: 'categorical', colors: Array(25).fill('#000000') })).toBe(true);
    expect(canAddPaletteColor({ name: 'C', type: 'categorical', colors: Array(26).fill('#000000') })).toBe(false);
    expect(canAddPaletteColor({ name: 'D', type: 'diverging', colors: Array(2).fill('#000000') })).toBe(true);
    expect(canAddPaletteColor({ name: 'D', type: 'diverging', colors: Array(3).fill('#000000') })).toBe(false);
  });

  it('warns per colour that is too faint on the chart background', () => {
    expect(paletteContrastWarnings(['#000000', '#ffff00', '#1f77b4'])).toEqual([false, true, false]);
  });

  it('refuses more colours than the type holds', () => {
    expect(customPaletteInputSchema.safeParse({ name: 'D', type: 'diverging', colors: Array(4).fill('#000000') }).success).toBe(false);
    expect(customPaletteInputSchema.safeParse({ name: 'D', type: 'diverging', colors: Array(3).fill('#000000') }).success).toBe(true);
  });
});

describe('custom palettes among the built-in ones', () => {
  it('come first in the group of their type, under their name', async () => {
    const { paletteGroups, withCustomPalettes, isBuiltInPalette } = await import('./palettes');
    const groups = withCustomPalettes(paletteGroups([]), [{ paletteId: 'p1', name: 'Mine', type: 'diverging', colors: ['#ff0000', '#ffffff', '#0000ff'] }]);
    expect(groups.find((g) => g.kind === 'diverging')!.palettes[0]).toEqual({ id: 'p1', name: 'Mine', colors: ['#ff0000', '#ffffff', '#0000ff'] });
    expect(groups.find((g) => g.kind === 'categorical')!.palettes.some((p) => p.id === 'p1')).toBe(false);
    expect(isBuiltInPalette('p1')).toBe(false);
    expect(isBuiltInPalette('category10')).toBe(true);
  });

  it("paint a colour mapping with the custom palette's colours", async () => {
    const { computeColorMapping } = await import('../configurator/slices/colors');
    const keys = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    expect(computeColorMapping(keys, 'p1', { colors: ['#111111', '#222222'] })).toEqual({ a: '#111111', b: '#222222', c: '#111111' });
  });
});
