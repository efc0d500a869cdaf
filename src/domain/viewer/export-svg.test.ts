import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { LegendItem } from '../charts/scene';
import { averageMeasure, exportSvgDocument, wrapText, type ExportParts } from './export-svg';

const LEGEND: LegendItem[] = [
  { key: 'a', label: 'Zurich', color: '#1f77b4', shape: 'square' },
  { key: 'b', label: 'Bern', color: '#ff7f0e', shape: 'square', hidden: true },
  { key: 'c', label: 'Geneva & <Lake>', color: '#2ca02c', shape: 'line' },
  { key: 'd', label: 'Basel', color: '#d62728', shape: 'square', noData: true },
];

const parts = (more: Partial<ExportParts> = {}): ExportParts => ({
  width: 640,
  title: 'Nitrogen dioxide in µg/m³',
  description: 'Yearly means at the stations of the national network',
  filters: 'Pollutant: NO₂ · Year: 2023',
  legends: [
    {
      type: 'chart',
      title: 'Canton',
      items: LEGEND,
      limits: [{ key: 'l', shape: 'line', x1: 0, y1: 0, x2: 1, y2: 1, color: '#d00', dashed: true, label: 'Limit 30 µg/m³' }],
    },
  ],
  axes: [
    { position: 'left', ticks: [], title: 'NO₂ (µg/m³)' },
    { position: 'bottom', ticks: [], title: 'Year' },
  ],
  chart: { markup: '<g><rect x="0" y="0" width="10" height="20" fill="#1f77b4"/></g>', width: 600, height: 300 },
  footnotes: ['Source: Federal Office for the Environment', 'Dataset: Air quality', 'Updated: 2024-03-01'],
  ...more,
});

/** The text of every <text> element of the document, in order. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => new XMLParser({ parseTagValue: false }).parse(`<t>${m[1]}</t>`).t as string);

describe('exportSvgDocument', () => {
  it('is one well-formed SVG document without HTML or foreignObject', () => {
    const { svg } = exportSvgDocument(parts());
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/foreignObject|<div|<p[ >]|<input|<button|<label/i);
  });

  it('writes the title, description, filters, legend, axis titles and footnotes as <text>', () => {
    const all = texts(exportSvgDocument(parts()).svg);
    for (const text of [
      'Nitrogen dioxide in µg/m³',
      'Pollutant: NO₂ · Year: 2023',
      'Canton',
      'Zurich',
      'Geneva & <Lake>',
      'Limit 30 µg/m³',
      'NO₂ (µg/m³)',
      'Year',
      'Source: Federal Office for the Environment',
      'Updated: 2024-03-01',
    ])
      expect(all).toContain(text);
    expect(all.join(' ')).toContain('Yearly means at the stations');
  });

  it('draws the legend as SVG shapes and leaves out hidden categories and those without data', () => {
    const { svg } = exportSvgDocument(parts());
    const legend = svg.match(/<g class="legend">(.*?)<\/g><\/g>/)![0];
    expect(legend).toContain('<rect');
    expect(legend).toContain('stroke-dasharray');
    expect(texts(svg)).not.toContain('Bern');
    expect(texts(svg)).not.toContain('Basel');
  });

  it('escapes markup in texts', () => {
    const { svg } = exportSvgDocument(parts({ title: '<script>alert(1)</script>', footnotes: ['"><svg onload=alert(1)>'] }));
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<svg onload');
  });

  it('places the chart below the texts and grows to hold the footnotes', () => {
    const { svg, height, width } = exportSvgDocument(parts());
    const top = Number(svg.match(/class="chart" transform="translate\(16,(\d+)\)"/)![1]);
    expect(top).toBeGreaterThan(80);
    expect(height).toBeGreaterThan(top + 300 + 3 * 12);
    expect(width).toBe(640);
    expect(exportSvgDocument(parts({ width: 300 })).width).toBe(632);
  });

  it('wraps a long title to the width', () => {
    const title = 'A very long chart title that cannot fit on a single line of a narrow chart at all';
    const { svg } = exportSvgDocument(parts({ width: 360, chart: { markup: '', width: 300, height: 100 }, title }));
    const lines = texts(svg).slice(0, 4);
    expect(lines.join(' ')).toContain(title);
    for (const line of lines) expect(averageMeasure(line, { size: 20, weight: 'bold' })).toBeLessThanOrEqual(360 - 32);
  });
});

describe('map legends in the export', () => {
  const mapParts = parts({
    legends: [
      {
        type: 'classes',
        title: 'Forest area (ha)',
        classes: [
          { label: '2 – 100', color: '#fff5eb' },
          { label: '101 – 199', color: '#fd8d3c' },
          { label: '200 – 494', color: '#7f2704' },
        ],
      },
      { type: 'ramp', title: 'Share (%)', from: '0.5', to: '97.2', colors: ['#f7fbff', '#6baed6', '#08306b'] },
      {
        type: 'sizes',
        title: 'Enterprises',
        sizes: [
          { label: '494', radius: 24 },
          { label: '120', radius: 11.8 },
        ],
      },
      { type: 'categories', title: 'Zone', items: [{ label: 'Jura & <Alps>', color: '#1f77b4' }] },
      { type: 'missing', label: 'No data' },
    ],
  });

  it('draws classes as swatches, the ramp as a gradient between its ends, sizes as circles, the missing colour last', () => {
    const { svg } = exportSvgDocument(mapParts);
    expect(XMLValidator.validate(svg)).toBe(true);
    const all = texts(svg);
    for (const text of ['Forest area (ha)', '2 – 100', '200 – 494', 'Share (%)', '0.5', '97.2', 'Enterprises', '494', '120', 'Jura & <Alps>', 'No data'])
      expect(all).toContain(text);
    const legends = [...svg.matchAll(/<g class="legend">(.*?)<\/g><\/g>/g)].map((m) => m[1]);
    expect(legends).toHaveLength(5);
    expect(legends[0].match(/<rect /g)).toHaveLength(3);
    // The palest class gets an edge one can see on white.
    expect(legends[0]).toMatch(/<rect [^>]*fill="#fff5eb" stroke="#/);
    expect(legends[1]).toMatch(/<linearGradient id="legend-ramp-1"><stop offset="0" stop-color="#f7fbff"\/><stop offset="0.5" [^>]*\/><stop offset="1" /);
    expect(legends[1]).toContain('fill="url(#legend-ramp-1)"');
    expect([...legends[2].matchAll(/<circle [^>]*r="([\d.]+)" fill="none"/g)].map((m) => Number(m[1]))).toEqual([24, 11.8]);
    expect(legends[4]).toMatch(/fill="#dedede" fill-opacity="0.49"/);
  });

  it('gives the circles’ row their height: the next legend starts below the largest circle', () => {
    const { svg } = exportSvgDocument(mapParts);
    const circle = svg.match(/<circle cx="[\d.]+" cy="([\d.]+)" r="24"/)!;
    const next = svg.match(/>Zone<\/text>/)!.index!;
    const zoneY = Number(svg.slice(0, next).match(/<text x="16" y="([\d.]+)"[^>]*$/)![1]);
    expect(zoneY - 12).toBeGreaterThan(Number(circle[1]) + 24);
  });
});

describe('wrapText', () => {
  it('breaks between words and keeps line breaks', () => {
    const measure = (text: string) => text.length * 10;
    expect(wrapText('one two three', 80, { size: 10, weight: 'normal' }, measure)).toEqual(['one two', 'three']);
    expect(wrapText('a\nb', 80, { size: 10, weight: 'normal' }, measure)).toEqual(['a', 'b']);
    expect(wrapText('unbreakablewordhere', 50, { size: 10, weight: 'normal' }, measure)).toEqual(['unbreakablewordhere']);
  });
});
