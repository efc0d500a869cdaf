import { describe, expect, it } from 'vitest';
import { chartStyles, chartStylesheet } from './chart-style';

describe('the chart drawing’s styles for server images', () => {
  it('keeps the drawing’s rules and their SVG properties, with custom properties resolved', () => {
    const css = `:root { --ink: #123456; }
      /* a comment { } */
      .chart .tick text,
      .chart text.tick { font-size: 12px; fill: var(--ink); }
      .chart svg:focus-visible { outline: 2px solid red; }
      .chart .mark-focus { fill: none; pointer-events: none; }
      .chart-frame { fill: red; }
      @media (max-width: 400px) { .chart .tick text { font-size: 10px; } }`;
    expect(chartStylesheet(css)).toBe('.chart .tick text,.chart text.tick{font-size:12px;fill:#123456}.chart .mark-focus{fill:none}');
  });

  it('reads the app’s stylesheet: tick labels, grid and zero lines', () => {
    const styles = chartStyles();
    expect(styles).toMatch(/\.chart \.tick text,\.chart text\.tick\{font-size:12px;fill:#[0-9a-f]{6}\}/);
    expect(styles).toContain('.chart .grid-line{stroke:');
    expect(styles).toContain('.chart .zero-line{stroke:');
    expect(styles).not.toContain('var(');
  });
});
