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
import { limitSwatch, rampGradient, seriesSwatch, SWATCH_SIZE, swatchMarkup } from '../charts/legend-swatch';
import { MISSING_COLOR, MISSING_OPACITY, type MapLegend } from '../charts/map/colors';
import type { Axis, LegendItem, LimitMark } from '../charts/scene';
import { escapeMarkup, withoutNonXmlCharacters } from '../text';

/** The width of a text in a font, in pixels. */
export type TextMeasure = (text: string, font: { size: number; weight: 'normal' | 'bold' }) => number;

/** Without a measure, an average advance of sans-serif text: about 0.55 em per character. */
export const averageMeasure: TextMeasure = (text, { size, weight }) => [...text].length * size * (weight === 'bold' ? 0.6 : 0.55);

/**
 * A legend as the export draws it: a chart's (its series, then its limits), one of a map's layers
 * (categories, classes, the continuous ramp, circle sizes), or the map's missing-value colour.
 */
export type ExportLegend = { type: 'chart'; title?: string; items: LegendItem[]; limits?: LimitMark[] } | MapLegend | { type: 'missing'; label: string };

export type ExportParts = {
  width: number;
  title?: string;
  description?: string;
  /** The fixed filters' line: "Energy source: Fossil fuels · Year: 2014". */
  filters?: string;
  legends?: ExportLegend[];
  axes?: Axis[];
  /** The chart's drawing: SVG elements (the scene's marks and axes) at its own size. */
  chart: { markup: string; width: number; height: number };
  footnotes: string[];
  measure?: TextMeasure;
};

export const EXPORT_FONT = 'Helvetica, Arial, sans-serif';
const PADDING = 16;
/** The room the chart's drawing has in a document `width` px wide. */
export const exportChartWidth = (width: number) => width - 2 * PADDING;
const INK = '#1f2328';
const SOFT = '#57606a';
const TITLE = { size: 20, weight: 'bold' } as const;
const BODY = { size: 14, weight: 'normal' } as const;
const SMALL = { size: 12, weight: 'normal' } as const;
const SMALL_BOLD = { size: 12, weight: 'bold' } as const;
const LINE_HEIGHT = 1.3;
const SWATCH = SWATCH_SIZE;

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

/** The text as it fits in `width` pixels: whole, or as much of it as fits before an ellipsis (as CSS cuts a cell). */
export const fitText = (text: string, width: number, font: Font, measure: TextMeasure): string => {
  if (measure(text, font) <= width) return text;
  const characters = [...text];
  let [low, high] = [0, characters.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${characters.slice(0, middle).join('')}…`, font) <= width) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('').trimEnd()}…`;
};

export const textElement = (text: string, x: number, y: number, font: Font, fill: string, anchor: 'start' | 'middle' | 'end' = 'start') =>
  `<text x="${x}" y="${y}" font-size="${font.size}" font-weight="${font.weight}" fill="${fill}"${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}>${escapeMarkup(text)}</text>`;

/** What a legend shows of one thing, its label included: drawn at its top left corner, `width` × `height` px. */
type LegendEntry = { width: number; height: number; draw: (x: number, top: number) => string };
/** A legend's drawing of one thing (swatch, circle) without its label. */
type Mark = LegendEntry;

const RAMP_WIDTH = 220;
const square = (draw: (x: number, top: number) => string): Mark => ({ width: SWATCH, height: SWATCH, draw });

/** The entries of a legend: a chart's shown series (a hidden one, or one without data here, is not drawn) and limits; a map layer's classes, ramp or circles. */
const legendEntries = (legend: ExportLegend, index: number, inner: number, measure: TextMeasure): LegendEntry[] => {
  const textHeight = SMALL.size * LINE_HEIGHT;
  /** A mark with its label on its right, both centred on the row. */
  const labelled = (text: string, mark: Mark): LegendEntry => {
    const label = wrapText(text, inner - mark.width - 6, SMALL, measure)[0] ?? '';
    const height = Math.max(mark.height, textHeight);
    return {
      width: mark.width + 6 + measure(label, SMALL),
      height,
      draw: (x, top) =>
        mark.draw(x, top + (height - mark.height) / 2) + textElement(label, round(x + mark.width + 6), round(top + height / 2 + SMALL.size * 0.35), SMALL, INK),
    };
  };
  switch (legend.type) {
    case 'chart': {
      const limits = [...new Map((legend.limits ?? []).map((limit) => [limit.key, limit])).values()];
      return [
        ...legend.items
          .filter((item) => !item.hidden && !item.noData)
          .map((item) =>
            labelled(
              item.label,
              square((x, top) => swatchMarkup(seriesSwatch(item, x, top))),
            ),
          ),
        ...limits.map((limit) =>
          labelled(
            limit.label,
            square((x, top) => swatchMarkup(limitSwatch(limit, x, top))),
          ),
        ),
      ];
    }
    case 'categories':
    case 'classes':
      return (legend.type === 'classes' ? legend.classes : legend.items).map((item) =>
        labelled(
          item.label,
          square((x, top) => swatchMarkup(seriesSwatch({ color: item.color, shape: 'square' }, x, top))),
        ),
      );
    case 'missing':
      return [
        labelled(
          legend.label,
          square((x, top) => swatchMarkup(seriesSwatch({ color: MISSING_COLOR, shape: 'square' }, x, top, MISSING_OPACITY))),
        ),
      ];
    case 'sizes':
      return legend.sizes.map((size) => {
        const side = 2 * size.radius + 2;
        return labelled(size.label, {
          width: side,
          height: side,
          draw: (x, top) =>
            `<circle cx="${round(x + side / 2)}" cy="${round(top + side / 2)}" r="${round(size.radius)}" fill="none" stroke="${SOFT}" stroke-width="1.5"/>`,
        });
      });
    case 'ramp': {
      // From the smallest value over the palette's gradient to the largest, as the page shows it.
      const [from, to] = [legend.from, legend.to].map((text) => wrapText(text, inner / 4, SMALL, measure)[0] ?? '');
      const bar = Math.max(40, Math.min(RAMP_WIDTH, inner - measure(from, SMALL) - measure(to, SMALL) - 12));
      const id = `legend-ramp-${index}`;
      return [
        {
          width: measure(from, SMALL) + bar + measure(to, SMALL) + 12,
          height: textHeight,
          draw: (x, top) => {
            const baseline = round(top + textHeight / 2 + SMALL.size * 0.35);
            const barX = round(x + measure(from, SMALL) + 6);
            return (
              `<defs>${rampGradient(id, legend.colors)}</defs>` +
              textElement(from, round(x), baseline, SMALL, INK) +
              `<rect x="${barX}" y="${round(top + (textHeight - SWATCH) / 2)}" width="${round(bar)}" height="${SWATCH}" fill="url(#${id})"/>` +
              textElement(to, round(barX + bar + 6), baseline, SMALL, INK)
            );
          },
        },
      ];
    }
  }
};

const round = (n: number) => Math.round(n * 10) / 10;

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

  // The legends, each its title over its entries flowed into rows.
  const legends = (parts.legends ?? []).map((legend, i) => ({ legend, entries: legendEntries(legend, i, inner, measure) })).filter((l) => l.entries.length);
  if (legends.length) y += 4;
  for (const { legend, entries } of legends) {
    if ('title' in legend) paragraph(legend.title, SMALL_BOLD, INK, 2);
    let x = PADDING;
    let rowHeight = 0;
    const drawn: string[] = [];
    for (const entry of entries) {
      if (x > PADDING && x + entry.width > width - PADDING) {
        x = PADDING;
        y += rowHeight + 4;
        rowHeight = 0;
      }
      drawn.push(`<g>${entry.draw(x, y)}</g>`);
      x += entry.width + 16;
      rowHeight = Math.max(rowHeight, entry.height);
    }
    out.push(`<g class="legend">${drawn.join('')}</g>`);
    y += rowHeight + 10;
  }

  // Titles of the vertical axes above the plot, as the view shows them.
  const [left, right, bottom] = (['left', 'right', 'bottom'] as const).map((position) => parts.axes?.find((a) => a.position === position));
  if (left?.title || right?.title) {
    if (left?.title) out.push(textElement(left.title, PADDING, y + SMALL.size, SMALL, left.color ?? SOFT));
    if (right?.title) out.push(textElement(right.title, width - PADDING, y + SMALL.size, SMALL, right.color ?? SOFT, 'end'));
    y += SMALL.size * LINE_HEIGHT + 4;
  }

  // The browser's serialiser writes attributes as the page has them: a mark key joins its parts with U+0000.
  out.push(`<g class="chart" transform="translate(${PADDING},${Math.round(y)})">${withoutNonXmlCharacters(parts.chart.markup)}</g>`);
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
    parts.title ? `<title>${escapeMarkup(parts.title)}</title>` : '',
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...out,
    '</svg>',
  ].join('');
  return { svg, width, height };
};
