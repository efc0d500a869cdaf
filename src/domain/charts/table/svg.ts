/**
 * A table chart's first rows as SVG elements, for image exports (issue 29: SVG a designer edits,
 * no HTML in a <foreignObject>): the header and the rows the table shows first, each cell's text a
 * <text> painted as its column style paints it (background, tag, bar), cut with an ellipsis where
 * the column is narrower than the text, as on the page. Pure: the text measure is injected.
 */
import { escapeMarkup } from '../../text';
import { fitText, textElement, type TextMeasure } from '../../viewer/export-svg';
import { ROW_HEIGHT, TABLE_MAX_HEIGHT, type TableColumn, type TableModel } from './model';

/** The page's table colours and sizes (table.css): header wash, group rows, lines, 0.7 rem cell padding. */
const COLORS = { ink: '#1d2433', soft: '#4a5468', line: '#dde2ea', header: '#f4f6f9', group: '#eef1f6' } as const;
const FONT = { size: 14, weight: 'normal' } as const;
const BOLD = { size: 14, weight: 'bold' } as const;
const PAD = 11;
/** A bar cell: its value right-aligned in 4.5 rem, then the bar's 14 px track. */
const BAR_TEXT = 72;
const BAR_GAP = 8;
const BAR_HEIGHT = 14;
const TAG_HEIGHT = 22;

/** The rows the table shows first: as many as its box (at most 600 px, or a dashboard's cap) holds under the header. */
export const firstPageRows = (model: TableModel, maxHeight = TABLE_MAX_HEIGHT) =>
  Math.min(model.rows.length, Math.max(1, Math.floor(maxHeight / ROW_HEIGHT) - 1));

const round = (n: number) => Math.round(n * 10) / 10;

const cell = (column: TableColumn, value: Parameters<TableColumn['format']>[0], x: number, top: number, measure: TextMeasure) => {
  const paint = column.paint(value);
  const font = paint.bold ? BOLD : FONT;
  const fill = paint.color ?? COLORS.ink;
  const baseline = round(top + ROW_HEIGHT / 2 + FONT.size * 0.35);
  const room = column.width - 2 * PAD;
  const out: string[] = [];
  if (paint.bar || paint.track) {
    const text = fitText(column.format(value), BAR_TEXT, font, measure);
    const track = { x: x + PAD + BAR_TEXT + BAR_GAP, width: Math.max(0, room - BAR_TEXT - BAR_GAP), y: round(top + (ROW_HEIGHT - BAR_HEIGHT) / 2) };
    out.push(textElement(text, x + PAD + BAR_TEXT, baseline, font, fill, 'end'));
    if (paint.track) out.push(`<rect x="${track.x}" y="${track.y}" width="${track.width}" height="${BAR_HEIGHT}" fill="${escapeMarkup(paint.track)}"/>`);
    if (paint.bar)
      out.push(
        `<rect x="${round(track.x + paint.bar.start * track.width)}" y="${track.y}" width="${round(paint.bar.width * track.width)}" height="${BAR_HEIGHT}" fill="${escapeMarkup(paint.bar.color)}"/>`,
      );
    return out.join('');
  }
  const text = fitText(column.format(value), room - (paint.tag ? 14 : 0), font, measure);
  if (paint.background && paint.tag) {
    const width = round(measure(text, font) + 14);
    const left = column.numeric ? x + column.width - PAD - width : x + PAD;
    out.push(
      `<rect x="${round(left)}" y="${round(top + (ROW_HEIGHT - TAG_HEIGHT) / 2)}" width="${width}" height="${TAG_HEIGHT}" rx="3" fill="${escapeMarkup(paint.background)}"/>`,
    );
    out.push(textElement(text, round(left + 7), baseline, font, fill));
    return out.join('');
  }
  if (paint.background) out.push(`<rect x="${x}" y="${top}" width="${column.width}" height="${ROW_HEIGHT}" fill="${escapeMarkup(paint.background)}"/>`);
  out.push(column.numeric ? textElement(text, x + column.width - PAD, baseline, font, fill, 'end') : textElement(text, x + PAD, baseline, font, fill));
  return out.join('');
};

/**
 * The header and the first `rows` rows as an <svg> as wide as the columns. A group row says its
 * value and, in `groupCount`'s words, how many rows it holds.
 */
export const tableSvg = (model: TableModel, { rows, measure, groupCount }: { rows: number; measure: TextMeasure; groupCount: (count: number) => string }) => {
  const { columns } = model;
  const width = Math.max(
    1,
    columns.reduce((sum, c) => sum + c.width, 0),
  );
  const shown = model.rows.slice(0, rows);
  const height = (shown.length + 1) * ROW_HEIGHT;
  const lefts = columns.map((_, i) => columns.slice(0, i).reduce((sum, c) => sum + c.width, 0));
  const out: string[] = [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${width}" height="${ROW_HEIGHT}" fill="${COLORS.header}"/>`,
  ];
  const baseline = (top: number) => round(top + ROW_HEIGHT / 2 + FONT.size * 0.35);
  columns.forEach((column, i) => {
    const text = fitText(column.header, column.width - 2 * PAD, BOLD, measure);
    const x = lefts[i];
    out.push(
      column.numeric
        ? textElement(text, x + column.width - PAD, baseline(0), BOLD, COLORS.ink, 'end')
        : textElement(text, x + PAD, baseline(0), BOLD, COLORS.ink),
    );
  });
  shown.forEach((row, r) => {
    const top = (r + 1) * ROW_HEIGHT;
    if (row.type === 'group') {
      const x = PAD + row.depth * 19;
      const text = fitText(row.text, width - x - PAD, BOLD, measure);
      out.push(`<rect y="${top}" width="${width}" height="${ROW_HEIGHT}" fill="${COLORS.group}"/>`);
      out.push(textElement(text, x, baseline(top), BOLD, COLORS.ink));
      if (row.count !== undefined) out.push(textElement(groupCount(row.count), round(x + measure(text, BOLD) + 5), baseline(top), FONT, COLORS.soft));
    } else columns.forEach((column, i) => out.push(cell(column, row.observation[column.id], lefts[i], top, measure)));
  });
  // A line under every row, and the table's edge.
  const lines = Array.from({ length: shown.length + 1 }, (_, r) => `M0 ${(r + 1) * ROW_HEIGHT - 0.5}h${width}`).join('');
  out.push(
    `<path d="${lines}" stroke="${COLORS.line}"/>`,
    `<rect x=".5" y=".5" width="${width - 1}" height="${height - 1}" fill="none" stroke="${COLORS.line}"/>`,
  );
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="${FONT.size}">${out.join('')}</svg>`;
  return { markup, width, height };
};
