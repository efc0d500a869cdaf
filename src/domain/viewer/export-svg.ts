/**
 * The SVG file of a chart (spec 002 §6), as a designer can open and edit it (Inkscape,
 * Illustrator): every text a <text>, the legend drawn with SVG shapes, no HTML and no
 * <foreignObject>, no controls (legend checkboxes, sliders, buttons). Assembled from the chart's
 * scene and the frame's texts around the chart's own drawing:
 *
 *   title · description · fixed filters · legend (title, items, limits) · axis titles
 *   chart (the scene's marks and axes, as drawn) · x-axis title · footnotes (source, dataset, date)
 *
 * Texts are plain (markdown titles through domain/markdown) and wrapped to the width with an
 * injected text measure (the browser's canvas; a fixed average advance without one).
 */
import type { Axis, LegendItem, LimitMark } from '../charts/scene';

/** The width of a text in a font, in pixels. */
export type TextMeasure = (text: string, font: { size: number; weight: 'normal' | 'bold' }) => number;

/** Without a measure, an average advance of sans-serif text: about 0.55 em per character. */
export const averageMeasure: TextMeasure = (text, { size, weight }) => [...text].length * size * (weight === 'bold' ? 0.6 : 0.55);

export type ExportParts = {
  width: number;
  title?: string;
  description?: string;
  /** The fixed filters' line: "Energy source: Fossil fuels · Year: 2014". */
  filters?: string;
  legend?: { title?: string; items: LegendItem[]; limits?: LimitMark[] };
  axes?: Axis[];
  /** The chart's drawing: SVG elements (the scene's marks and axes) at its own size. */
  chart: { markup: string; width: number; height: number };
  footnotes: string[];
  measure?: TextMeasure;
};

export const EXPORT_FONT = 'Helvetica, Arial, sans-serif';
const PADDING = 16;
const INK = '#1f2328';
const SOFT = '#57606a';
const TITLE = { size: 20, weight: 'bold' } as const;
const BODY = { size: 14, weight: 'normal' } as const;
const SMALL = { size: 12, weight: 'normal' } as const;
const SMALL_BOLD = { size: 12, weight: 'bold' } as const;
const LINE_HEIGHT = 1.3;
const SWATCH = 12;

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Lines of at most `width` pixels, broken between words (a word longer than the width gets a line of its own). */
export const wrapText = (text: string, width: number, font: { size: number; weight: 'normal' | 'bold' }, measure: TextMeasure): string[] =>
  text.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next, font) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return line ? [...lines, line] : lines;
  });

type Font = { size: number; weight: 'normal' | 'bold' };
const textElement = (text: string, x: number, y: number, font: Font, fill: string, anchor: 'start' | 'middle' | 'end' = 'start') =>
  `<text x="${x}" y="${y}" font-size="${font.size}" font-weight="${font.weight}" fill="${fill}"${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}>${escapeXml(text)}</text>`;

const swatch = (item: LegendItem, x: number, y: number) => {
  const color = escapeXml(item.color);
  if (item.shape === 'line') return `<line x1="${x}" y1="${y + SWATCH / 2}" x2="${x + SWATCH}" y2="${y + SWATCH / 2}" stroke="${color}" stroke-width="2"/>`;
  if (item.shape === 'circle') return `<circle cx="${x + SWATCH / 2}" cy="${y + SWATCH / 2}" r="${SWATCH / 2}" fill="${color}"/>`;
  return `<rect x="${x}" y="${y}" width="${SWATCH}" height="${SWATCH}" fill="${color}"/>`;
};

const limitSwatch = (limit: LimitMark, x: number, y: number) => {
  const color = escapeXml(limit.color);
  const dash = limit.dashed ? ' stroke-dasharray="4 2"' : '';
  return limit.shape === 'band'
    ? `<rect x="${x}" y="${y}" width="${SWATCH}" height="${SWATCH}" fill="${color}" fill-opacity="0.2" stroke="${color}"${dash}/>`
    : `<line x1="${x}" y1="${y + SWATCH / 2}" x2="${x + SWATCH}" y2="${y + SWATCH / 2}" stroke="${color}" stroke-width="2"${dash}/>`;
};

/** An exported SVG document and its size in pixels. */
export type ExportedSvg = { svg: string; width: number; height: number };

/** The standalone SVG document of a chart as exported; its height follows from what it holds. */
export const exportSvgDocument = (parts: ExportParts): ExportedSvg => {
  const measure = parts.measure ?? averageMeasure;
  const width = Math.max(Math.ceil(parts.width), parts.chart.width + 2 * PADDING);
  const inner = width - 2 * PADDING;
  const out: string[] = [];
  let y = PADDING;
  const paragraph = (text: string | undefined, font: Font, fill: string, gap: number) => {
    if (!text?.trim()) return;
    const lines = wrapText(text, inner, font, measure);
    const group = lines.map((line, i) => textElement(line, PADDING, y + font.size + i * font.size * LINE_HEIGHT, font, fill));
    out.push(group.length > 1 ? `<g>${group.join('')}</g>` : group[0]);
    y += lines.length * font.size * LINE_HEIGHT + gap;
  };
  paragraph(parts.title, TITLE, INK, 6);
  paragraph(parts.description, BODY, SOFT, 6);
  paragraph(parts.filters, SMALL, SOFT, 6);

  // The legend: shown items (a hidden category is not drawn), then limits, flowed into rows.
  const items = parts.legend?.items.filter((item) => !item.hidden) ?? [];
  const limits = [...new Map((parts.legend?.limits ?? []).map((limit) => [limit.key, limit])).values()];
  if (items.length || limits.length) {
    y += 4;
    if (parts.legend?.title) paragraph(parts.legend.title, SMALL_BOLD, INK, 2);
    const entries = [
      ...items.map((item) => ({ label: item.label, draw: (x: number, top: number) => swatch(item, x, top) })),
      ...limits.map((limit) => ({ label: limit.label, draw: (x: number, top: number) => limitSwatch(limit, x, top) })),
    ];
    const rowHeight = SMALL.size * LINE_HEIGHT + 4;
    let x = PADDING;
    const drawn: string[] = [];
    for (const entry of entries) {
      const label = wrapText(entry.label, inner - SWATCH - 6, SMALL, measure)[0] ?? '';
      const entryWidth = SWATCH + 6 + measure(label, SMALL);
      if (x > PADDING && x + entryWidth > width - PADDING) {
        x = PADDING;
        y += rowHeight;
      }
      drawn.push(`<g>${entry.draw(x, y + 1)}${textElement(label, x + SWATCH + 6, y + SMALL.size - 1, SMALL, INK)}</g>`);
      x += entryWidth + 16;
    }
    out.push(`<g class="legend">${drawn.join('')}</g>`);
    y += rowHeight + 6;
  }

  // Titles of the vertical axes above the plot, as the view shows them.
  const [left, right, bottom] = (['left', 'right', 'bottom'] as const).map((position) => parts.axes?.find((a) => a.position === position));
  if (left?.title || right?.title) {
    if (left?.title) out.push(textElement(left.title, PADDING, y + SMALL.size, SMALL, left.color ?? SOFT));
    if (right?.title) out.push(textElement(right.title, width - PADDING, y + SMALL.size, SMALL, right.color ?? SOFT, 'end'));
    y += SMALL.size * LINE_HEIGHT + 4;
  }

  out.push(`<g class="chart" transform="translate(${PADDING},${Math.round(y)})">${parts.chart.markup}</g>`);
  y += parts.chart.height + 4;
  if (bottom?.title) {
    out.push(textElement(bottom.title, PADDING + parts.chart.width / 2, y + SMALL.size, SMALL, SOFT, 'middle'));
    y += SMALL.size * LINE_HEIGHT + 4;
  }
  y += 8;
  for (const footnote of parts.footnotes) paragraph(footnote, SMALL, SOFT, 2);
  const height = Math.ceil(y + PADDING);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${EXPORT_FONT}">`,
    parts.title ? `<title>${escapeXml(parts.title)}</title>` : '',
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...out,
    '</svg>',
  ].join('');
  return { svg, width, height };
};
