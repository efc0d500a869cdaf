import { describe, expect, it } from 'vitest';
import type { ColumnStyle } from './fields';
import type { Observation } from '../../data';
import { contrastRatio } from '../contrast';
import { dimension, measure } from '../test-fixture';
import { columnPainter, defaultColumnStyle, textOn } from './styles';

const area = measure('area');
const canton = dimension('canton', ['Zurich', 'Bern', 'Uri']);
const rows: Observation[] = [-5, 0, 5, 10].map((v) => ({ cube___area: v, cube___canton: 'Bern' }));

describe('column styles', () => {
  it('text: the author’s colours, bold or regular', () => {
    const paint = columnPainter({ type: 'text', textStyle: 'bold', textColor: '#112233', columnColor: '#fafafa' }, area, rows);
    expect(paint(3)).toEqual({ bold: true, color: '#112233', background: '#fafafa' });
  });

  it('category: each value its colour from the mapping, else the palette in value order, as a readable tag', () => {
    const style: ColumnStyle = {
      type: 'category',
      textStyle: 'regular',
      paletteId: 'category10',
      colorMapping: { 'https://ld.example/canton/Bern': '#ffff00' },
    };
    const paint = columnPainter(style, canton, rows);
    expect(paint('Bern')).toEqual({ bold: false, tag: true, background: '#ffff00', color: '#000000' });
    expect(paint('Zurich').background).toBe('#1f77b4');
    expect(paint('Uri').background).toBe('#2ca02c');
    expect(paint(null)).toEqual({ bold: false });
  });

  it('category by default maps every value of the dimension', () => {
    const style = defaultColumnStyle('category', canton, rows);
    expect(style).toEqual({
      type: 'category',
      textStyle: 'regular',
      paletteId: 'category10',
      colorMapping: { 'https://ld.example/canton/Zurich': '#1f77b4', 'https://ld.example/canton/Bern': '#ff7f0e', 'https://ld.example/canton/Uri': '#2ca02c' },
    });
  });

  it('heatmap: a sequential palette runs from the column’s minimum to its maximum', () => {
    const paint = columnPainter({ type: 'heatmap', textStyle: 'regular', paletteId: 'blues' }, area, rows);
    const low = paint(-5).background!;
    const high = paint(10).background!;
    expect(low).toBe('#f7fbff');
    expect(high).toBe('#08306b');
    expect(paint(10).color).toBe('#ffffff');
    expect(paint(-5).color).toBe('#000000');
    expect(paint(null).background).toBeUndefined();
  });

  it('heatmap: a diverging palette is centred on zero', () => {
    const paint = columnPainter({ type: 'heatmap', textStyle: 'regular', paletteId: 'RdBu' }, area, rows);
    expect(paint(0).background).toBe('#f2efee');
    expect(paint(10).background).toBe('#053061');
    // -5 sits a quarter of the way from the middle toward the red end.
    expect(paint(-5).background).not.toBe(paint(5).background);
  });

  it('bar: from zero, negative bars to its left in their own colour, the track when shown', () => {
    const style = { ...defaultColumnStyle('bar', area, rows), barShowBackground: true } as ColumnStyle;
    const paint = columnPainter(style, area, rows);
    // The range -5…10 puts zero a third of the way in.
    expect(paint(10).bar).toEqual({ start: 1 / 3, width: 2 / 3, color: '#1f77b4' });
    expect(paint(-5).bar).toEqual({ start: 0, width: 1 / 3, color: '#d62728' });
    expect(paint(0).bar?.width).toBe(0);
    expect(paint(10).track).toBe('#e6e6e6');
    const hidden = columnPainter({ ...style, barShowBackground: false } as ColumnStyle, area, rows);
    expect(hidden(10).track).toBeUndefined();
  });

  it('bars of an all-positive column start at zero on the left', () => {
    const paint = columnPainter(defaultColumnStyle('bar', area, []), area, [{ cube___area: 2 }, { cube___area: 8 }]);
    expect(paint(8).bar).toEqual({ start: 0, width: 1, color: '#1f77b4' });
    expect(paint(2).bar?.width).toBe(0.25);
  });

  it('text on a coloured cell is black or white, whichever reads (at least 4.5:1 on these)', () => {
    for (const background of ['#ffffff', '#1f77b4', '#ffff00', '#08306b', '#d62728']) {
      expect(contrastRatio(textOn(background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('lets only colours into the cells: anything else in the config falls back to the default', () => {
    const text = columnPainter(
      { type: 'text', textStyle: 'regular', textColor: 'url(https://evil.example/x)', columnColor: 'expression(alert(1))' },
      area,
      rows,
    );
    expect(text(1)).toEqual({ bold: false, color: '#000000', background: '#ffffff' });
    const bar = columnPainter(
      {
        type: 'bar',
        textStyle: 'regular',
        barColorPositive: 'red;background:url(x)',
        barColorNegative: '#abc',
        barColorBackground: 'nope',
        barShowBackground: true,
      },
      area,
      rows,
    );
    expect(bar(10)).toMatchObject({ track: '#e6e6e6', bar: { color: '#1f77b4' } });
    expect(bar(-5).bar?.color).toBe('#aabbcc');
    const category = columnPainter(
      { type: 'category', textStyle: 'regular', paletteId: 'category10', colorMapping: { 'https://ld.example/canton/Bern': 'url(x)' } },
      canton,
      rows,
    );
    expect(category('Bern')).toEqual({ bold: false });
  });
});
