import { describe, expect, it } from 'vitest';
import { limitSwatch, rampGradient, rampImage, seriesSwatch, swatchImage, swatchMarkup } from './legend-swatch';

describe('legend swatches', () => {
  it('paints a series by its shape, its colour in attributes, with an edge only for a pale colour', () => {
    expect(seriesSwatch({ color: '#1f77b4', shape: 'square' })).toEqual({ tag: 'rect', attributes: { x: 0, y: 0, width: 12, height: 12, fill: '#1f77b4' } });
    expect(seriesSwatch({ color: '#ffff99', shape: 'circle' }, 10, 20).attributes).toMatchObject({
      cx: 16,
      cy: 26,
      r: 6,
      fill: '#ffff99',
      stroke: expect.any(String),
    });
    expect(seriesSwatch({ color: '#d62728', shape: 'line' })).toEqual({
      tag: 'line',
      attributes: { x1: 0, y1: 6, x2: 12, y2: 6, stroke: '#d62728', 'stroke-width': 2 },
    });
    expect(seriesSwatch({ color: '#dedede', shape: 'square' }, 0, 0, 0.4912).attributes['fill-opacity']).toBe(0.491);
  });

  it('draws a limit as a tinted band or a line, dashed when the limit is', () => {
    expect(limitSwatch({ color: '#333', shape: 'band', dashed: true }).attributes).toMatchObject({
      fill: '#333',
      'fill-opacity': 0.2,
      stroke: '#333',
      'stroke-dasharray': '4 2',
    });
    expect(limitSwatch({ color: '#333', shape: 'line', dashed: false })).toEqual({
      tag: 'line',
      attributes: { x1: 0, y1: 6, x2: 12, y2: 6, stroke: '#333', 'stroke-width': 2 },
    });
  });

  it('writes a shape as markup with every value escaped', () => {
    expect(swatchMarkup({ tag: 'rect', attributes: { width: 12, fill: '"><script>' } })).toBe('<rect width="12" fill="&quot;&gt;&lt;script&gt;"/>');
  });

  it('spreads a ramp’s stops evenly from 0 to 1', () => {
    expect(rampGradient('r', ['#000', '#777', '#fff'])).toBe(
      '<linearGradient id="r"><stop offset="0" stop-color="#000"/><stop offset="0.5" stop-color="#777"/><stop offset="1" stop-color="#fff"/></linearGradient>',
    );
  });

  it('shows a swatch and a ramp as SVG images', () => {
    const image = decodeURIComponent(swatchImage(seriesSwatch({ color: '#1f77b4', shape: 'square' })).replace('data:image/svg+xml,', ''));
    expect(image).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12" viewBox="-0.5 -0.5 13 13"><rect x="0" y="0" width="12" height="12" fill="#1f77b4"/></svg>',
    );
    expect(decodeURIComponent(rampImage(['#000', '#fff']))).toContain('preserveAspectRatio="none"><defs><linearGradient id="ramp">');
  });
});
