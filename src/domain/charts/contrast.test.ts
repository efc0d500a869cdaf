import { describe, expect, it } from 'vitest';
import { contrastRatio, hasLowContrast, markOutline, readableTextColor, relativeLuminance, shownContrastRatio } from './contrast';
import { CATEGORICAL_PALETTES, DIVERGING_PALETTES, paletteColors, SEQUENTIAL_PALETTES } from './palettes';
import { parseRgb, toHex } from './rgb';

describe('reading colours', () => {
  it('reads #rgb, #rrggbb and rgb() alike', () => {
    expect(parseRgb('#f80')).toEqual([255, 136, 0]);
    expect(parseRgb('#FF8800')).toEqual([255, 136, 0]);
    expect(parseRgb('rgb(255, 136, 0)')).toEqual([255, 136, 0]);
  });

  it('rejects what is not a colour', () => {
    expect(parseRgb('orange')).toBeUndefined();
    expect(parseRgb('#ff88')).toBeUndefined();
    expect(parseRgb('rgb(300, 0, 0)')).toBeUndefined();
  });

  it('writes a colour as lower-case #rrggbb', () => {
    expect(toHex('rgb(8, 48, 107)')).toBe('#08306b');
    expect(toHex('#ABC')).toBe('#aabbcc');
    expect(toHex('nope')).toBeUndefined();
  });
});

describe('WCAG contrast', () => {
  it('gives black luminance 0 and white 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('rates black on white 21:1 and a colour on itself 1:1, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#1f77b4', '#1f77b4')).toBe(1);
  });

  it('matches published ratios against white', () => {
    // WebAIM's contrast checker: #767676 is the lightest grey with 4.5:1, #949494 is about 3.03:1.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#949494', '#fff')).toBeCloseTo(3.03, 2);
  });

  it('warns below 3:1 on white: pale yellow and light grey, not category10 blue', () => {
    expect(hasLowContrast('#ffff99')).toBe(true);
    expect(hasLowContrast('#959595')).toBe(true);
    expect(hasLowContrast('#949494')).toBe(false);
    expect(hasLowContrast('#1f77b4')).toBe(false);
  });

  it('does not warn about a colour it cannot read', () => {
    expect(hasLowContrast('transparent')).toBe(false);
  });
});

describe('the ratio a warning shows', () => {
  it('has one decimal, but a colour just below 3:1 never reads as 3:1', () => {
    expect(shownContrastRatio(contrastRatio('#ffee58', '#fff')!)).toBe(1.2);
    // dark2's green is 2.98:1 on white.
    expect(contrastRatio('#66a61e', '#fff')!).toBeGreaterThan(2.98);
    expect(shownContrastRatio(contrastRatio('#66a61e', '#fff')!)).toBe(2.98);
    expect(shownContrastRatio(2.999)).toBe(2.99);
    expect(shownContrastRatio(4.56)).toBe(4.6);
  });
});

describe('readableTextColor', () => {
  it('deepens a faint series colour until text in it reads at 4.5:1, and keeps a dark one', () => {
    const orange = readableTextColor('#ff7f0e');
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ff7f0e', '#ffffff')).toBeLessThan(4.5);
    expect(orange).not.toBe('#000000');
    expect(readableTextColor('#1b4f9c')).toBe('#1b4f9c');
  });
});

describe('every palette against the chart background (1.4.11, 3:1)', () => {
  const ids = [...Object.keys(CATEGORICAL_PALETTES), ...Object.keys(SEQUENTIAL_PALETTES), ...Object.keys(DIVERGING_PALETTES)];
  const failing = Object.fromEntries(ids.map((id) => [id, paletteColors(id, 10).filter((c) => hasLowContrast(c))]));

  it('lists the colours below 3:1 on white, palette by palette', () => {
    // The default palette: orange, pink, olive and cyan are too faint for a mark on their own.
    expect(failing.category10).toEqual(['#ff7f0e', '#e377c2', '#bcbd22', '#17becf']);
    expect(failing.dark2).toEqual(['#66a61e', '#e6ab02']);
    expect(failing.tableau10).toEqual(['#f28e2c', '#76b7b2', '#edc949', '#ff9da7', '#bab0ab']);
    // Pastels fail almost whole, and no palette is free of faint colours: hence outlines.
    expect(failing.pastel1).toHaveLength(9);
    expect(ids.filter((id) => failing[id].length === 0)).toEqual([]);
  });

  it('gives each failing colour an outline of the same hue that reaches 3:1, and none to the others', () => {
    for (const id of ids) {
      for (const color of paletteColors(id, 10)) {
        const outline = markOutline(color);
        if (hasLowContrast(color)) {
          expect(contrastRatio(outline!, '#ffffff'), `${id} ${color}`).toBeGreaterThanOrEqual(3);
          expect(outline, `${id} ${color}`).not.toBe('#000000');
        } else expect(outline, `${id} ${color}`).toBeUndefined();
      }
    }
  });

  it('gives every series colour of every palette a text colour of 4.5:1 (axis titles in a series colour)', () => {
    for (const id of ids) for (const color of paletteColors(id, 10)) expect(contrastRatio(readableTextColor(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
