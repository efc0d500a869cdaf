/**
 * Image export of a chart (spec 002 §6): the chart's drawing as SVG elements, set in an SVG
 * document with the title, description, legend and footnotes as SVG elements
 * (domain/viewer/export-svg), without controls; for PNG that SVG is drawn on a canvas and a text
 * comment (publisher, published address, dataset) is written into the file. An SVG chart's <svg>
 * is copied with its computed styles, excluded elements left out; a map is drawn from its scene
 * (domain/charts/map/svg: the view it opens on, on the offline base layer), a table from its
 * model (domain/charts/table/svg: the header and the rows it shows first). No export holds an
 * image of pixels or HTML. Loaded on demand: the view page does not carry it until a visitor
 * exports.
 *
 * Hand-written, not html-to-image as DESIGN.md chooses ("png export"), because html-to-image
 * (1.11.x, src/clone-node.ts) clones an <svg> deeply without inlining the computed styles of its
 * children, so the marks, axis texts and legend of our SVG charts would lose every style that
 * comes from the stylesheets once the copy is drawn as a standalone image; it also writes every
 * computed property of every element (this copy writes only what differs from a fresh element
 * of the tag: far smaller SVG files) and shrinks font sizes by 0.1 px. The PNG text comment and
 * the exact frame size would be ours either way. Revisit when it inlines styles inside SVG.
 */
import type { TFunction } from 'i18next';
import { BASE_LAYER_CREDIT_KEY, offlineBaseLayers } from '../../domain/charts/map/base-layers';
import { showsMissing } from '../../domain/charts/map/scene';
import { mapSvg } from '../../domain/charts/map/svg';
import { mapHeight } from '../../domain/charts/map/view';
import type { ChartScene } from '../../domain/charts/pipeline';
import { rowCountMessage } from '../../domain/charts/table/model';
import { firstPageRows, tableSvg } from '../../domain/charts/table/svg';
import type { Locale } from '../../domain/data';
import { EXPORT_FONT, exportSvgDocument, type ExportParts, type ExportedSvg, type TextMeasure } from '../../domain/viewer/export-svg';
import { insertPngText } from '../../domain/viewer/png-text';
import { loadBaseGeometry } from '../map/base-layer-data';
import { EXPORT_EXCLUDE } from './chart-view';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Computed styles of fresh elements per tag, to leave out what an element has by default. */
const defaultStyles = new Map<string, Map<string, string>>();
const defaultStyle = (element: Element, sandbox: HTMLElement) => {
  const key = `${element.namespaceURI} ${element.localName}`;
  let style = defaultStyles.get(key);
  if (!style) {
    const fresh = document.createElementNS(element.namespaceURI, element.localName);
    const host = element.namespaceURI === SVG_NS && element.localName !== 'svg' ? sandbox.appendChild(document.createElementNS(SVG_NS, 'svg')) : sandbox;
    host.appendChild(fresh);
    const computed = getComputedStyle(fresh);
    style = new Map([...computed].map((name) => [name, computed.getPropertyValue(name)]));
    defaultStyles.set(key, style);
    sandbox.replaceChildren();
  }
  return style;
};

const isExcluded = (element: Element) => element.hasAttribute(EXPORT_EXCLUDE) || element.getAttribute('role') === 'tooltip';

/**
 * The styles an SVG drawing's look depends on, written as presentation attributes: vector editors
 * read them, the files stay small, and a parsed copy (the PDF's) carries no style attribute for
 * the page's Content-Security-Policy to refuse. All inherit but opacity and display.
 */
const PRESENTATION = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'visibility',
  'paint-order',
  'shape-rendering',
];
const NOT_INHERITED = ['opacity', 'display'];

/** A copy of an SVG element whose styles are presentation attributes: those that differ from its parent's (or, not inherited, from a fresh element's). */
const copySvg = (element: SVGElement, sandbox: HTMLElement, root = true): SVGElement => {
  const copy = element.cloneNode(false) as SVGElement;
  copy.removeAttribute('style');
  const computed = getComputedStyle(element);
  const parent = element.parentElement && getComputedStyle(element.parentElement);
  const defaults = defaultStyle(element, sandbox);
  for (const name of PRESENTATION) {
    const value = computed.getPropertyValue(name);
    if (root || !parent || parent.getPropertyValue(name) !== value) copy.setAttribute(name, value);
  }
  for (const name of NOT_INHERITED) {
    const value = computed.getPropertyValue(name);
    if (defaults.get(name) !== value) copy.setAttribute(name, value);
  }
  for (const child of element.childNodes) {
    if (child instanceof SVGElement) {
      if (!isExcluded(child)) copy.appendChild(copySvg(child, sandbox, false));
    } else if (child.nodeType === Node.TEXT_NODE) copy.appendChild(child.cloneNode());
  }
  return copy;
};

/** Runs `draw` with an off-screen sandbox for default styles, removed afterwards. */
const withSandbox = <T>(draw: (sandbox: HTMLElement) => T): T => {
  const sandbox = document.createElement('div');
  sandbox.setAttribute('aria-hidden', 'true');
  Object.assign(sandbox.style, { position: 'absolute', left: '-99999px', top: '0', visibility: 'hidden' });
  document.body.appendChild(sandbox);
  try {
    return draw(sandbox);
  } finally {
    sandbox.remove();
  }
};

/** An SVG chart's own drawing: its <svg> with computed styles as presentation attributes. */
const svgDrawing = (frame: HTMLElement): ExportParts['chart'] | undefined => {
  const svg = frame.querySelector<SVGSVGElement>('figure.chart .chart-canvas > svg');
  if (!svg) return undefined;
  const { width, height } = svg.getBoundingClientRect();
  const copy = withSandbox((sandbox) => copySvg(svg, sandbox));
  for (const name of ['role', 'tabindex', 'aria-labelledby', 'aria-describedby', 'class']) copy.removeAttribute(name);
  return { markup: new XMLSerializer().serializeToString(copy), width: Math.ceil(width), height: Math.ceil(height) };
};

/**
 * A map drawn from its scene at the size it has on the page (a map without WebGL: the height its
 * width gives), on the offline base layer whenever the author shows one: a vector export cannot
 * hold a base map style's tiles. The base layers drawn, to credit.
 */
const mapDrawing = async (frame: HTMLElement, { config, scene }: Extract<ChartScene, { kind: 'map' }>) => {
  const box = frame.querySelector<HTMLElement>('[data-testid="map-canvas"]');
  const width = Math.round(box?.clientWidth || frame.querySelector('figure.map-chart')?.clientWidth || 0);
  const height = Math.round(box?.clientHeight || mapHeight(width));
  const layers = config.baseLayer.show ? offlineBaseLayers(scene.bounds) : [];
  const base = layers.length ? await loadBaseGeometry(layers) : undefined;
  const view = config.baseLayer.locked ? config.baseLayer.bbox : undefined;
  return { chart: { markup: mapSvg({ scene, base, width, height, view }), width, height }, credited: base ? layers : [] };
};

/** Text widths from the browser's own font metrics, in the export's font. */
const canvasMeasure = (): TextMeasure => {
  const context = document.createElement('canvas').getContext('2d')!;
  return (text, { size, weight }) => {
    context.font = `${weight} ${size}px ${EXPORT_FONT}`;
    return context.measureText(text).width;
  };
};

/**
 * What the export needs besides the frame: the author's title and description as plain text; `t`
 * for the words the page's legend and table add (the missing value, row counts, the base layer's
 * credit); the height a dashboard caps a table at.
 */
export type ExportContext = { title?: string; description?: string; t: TFunction; locale: Locale; tableMaxHeight?: number };

/**
 * The chart frame as a standalone SVG document (domain/viewer/export-svg): the chart drawn in SVG
 * elements (see above), its legends from the scene, the fixed filters and footnotes as the frame
 * shows them, no controls.
 */
export const chartSvg = async (
  frame: HTMLElement,
  drawn: ChartScene | undefined,
  { t, locale, tableMaxHeight, ...texts }: ExportContext,
): Promise<ExportedSvg> => {
  const measure = canvasMeasure();
  const shown = (selector: string) =>
    [...frame.querySelectorAll<HTMLElement>(selector)].filter((e) => !e.closest(`[${EXPORT_EXCLUDE}], [hidden]`)).map((e) => e.textContent!.trim());
  // The visitor's data filter choices are controls on the page: the picture says them in words, after the fixed filters.
  const chosen = [...frame.querySelectorAll<HTMLElement>('.data-filter')].flatMap((filter) => {
    const name = filter.querySelector(':scope > legend, :scope > span')?.textContent;
    const select = filter.querySelector('select');
    const values = select
      ? [...select.selectedOptions].map((option) => option.text)
      : [...filter.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.parentElement!.textContent!);
    return name && values.length ? [`${name}: ${values.join(', ')}`] : [];
  });
  const footnotes = shown('footer.footnotes > p').filter(Boolean);
  const parts: Pick<ExportParts, 'chart' | 'legends' | 'axes' | 'footnotes'> = { chart: { markup: '', width: 0, height: 0 }, footnotes };
  if (drawn?.kind === 'svg') {
    const { scene } = drawn;
    Object.assign(parts, {
      chart: svgDrawing(frame) ?? parts.chart,
      legends: [{ type: 'chart', title: scene.legendTitle, items: scene.legend, limits: scene.limits }],
      axes: scene.axes,
    });
  } else if (drawn?.kind === 'map') {
    const { chart, credited } = await mapDrawing(frame, drawn);
    const missing = showsMissing(drawn.scene, drawn.config) ? [{ type: 'missing' as const, label: t('chart.map.missing') }] : [];
    Object.assign(parts, {
      chart,
      legends: [...drawn.scene.legends, ...missing],
      footnotes: [...footnotes, credited.map((layer) => t(BASE_LAYER_CREDIT_KEY[layer])).join(' · ')],
    });
  } else if (drawn?.kind === 'table') {
    const { model } = drawn;
    const rows = firstPageRows(model, tableMaxHeight);
    const chart = tableSvg(model, { rows, measure, groupCount: (count) => t('table.group.count', { count }) });
    const rowCount = rowCountMessage(model, locale);
    Object.assign(parts, { chart, footnotes: [t(rowCount.key, rowCount.values), ...footnotes] });
  }
  return exportSvgDocument({
    width: frame.getBoundingClientRect().width,
    ...texts,
    filters: [...shown('[data-testid="chart-filters"]'), ...chosen].join(' · ') || undefined,
    ...parts,
    measure,
  });
};

/** The SVG drawn at twice its size on white, as PNG bytes with a tEXt `Comment`. */
export const chartPng = async ({ svg }: ExportedSvg, comment: string): Promise<Uint8Array> => {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth * scale;
  canvas.height = image.naturalHeight * scale;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be drawn'))), 'image/png'),
  );
  return insertPngText(new Uint8Array(await blob.arrayBuffer()), 'Comment', comment);
};
