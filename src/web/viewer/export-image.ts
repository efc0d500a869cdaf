/**
 * Image export of a chart (spec 002 §6): the chart's SVG drawing copied with its computed styles,
 * set in an SVG document with the title, description, legend and footnotes as SVG elements
 * (domain/viewer/export-svg), without controls; for PNG that SVG is drawn on a canvas and a text
 * comment (publisher, published address, dataset) is written into the file. Elements marked as
 * excluded are left out; a map's <canvas> is copied as an image of its pixels, which a WebGL
 * canvas keeps only with `preserveDrawingBuffer`. Loaded on demand: the view page does not carry
 * it until a visitor exports.
 *
 * Hand-written, not html-to-image as DESIGN.md chooses ("png export"), because html-to-image
 * (1.11.x, src/clone-node.ts) clones an <svg> deeply without inlining the computed styles of its
 * children, so the marks, axis texts and legend of our SVG charts would lose every style that
 * comes from the stylesheets once the copy is drawn as a standalone image; it also writes every
 * computed property of every element (this copy writes only what differs from a fresh element
 * of the tag: far smaller SVG files) and shrinks font sizes by 0.1 px. The PNG text comment and
 * the exact frame size would be ours either way. Revisit when it inlines styles inside SVG.
 */
import type { Scene } from '../../domain/charts/scene';
import { EXPORT_FONT, exportSvgDocument, type ExportParts, type ExportedSvg, type TextMeasure } from '../../domain/viewer/export-svg';
import { insertPngText } from '../../domain/viewer/png-text';
import { EXPORT_EXCLUDE } from './chart-view';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Properties children inherit: always written, since the copy's parents differ from a fresh element's. */
const INHERITED =
  /^(color|font|text|letter-spacing|word-spacing|line-height|white-space|visibility|direction|fill|stroke|paint-order|list-style|writing-mode|dominant-baseline|-webkit-text)/;

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

/** A copy of the element with every computed style written inline, excluded elements left out. */
const copyWithStyles = (element: Element, sandbox: HTMLElement): Node => {
  if (element instanceof HTMLCanvasElement) {
    const image = document.createElement('img');
    image.src = element.toDataURL('image/png');
    const { width, height } = element.getBoundingClientRect();
    Object.assign(image.style, { width: `${width}px`, height: `${height}px`, display: 'block' });
    return image;
  }
  const copy = element.cloneNode(false) as HTMLElement | SVGElement;
  const computed = getComputedStyle(element);
  const defaults = defaultStyle(element, sandbox);
  // Through the CSSOM: the app's Content-Security-Policy refuses style attributes set as text.
  copy.removeAttribute('style');
  for (const name of computed) {
    const value = computed.getPropertyValue(name);
    if (INHERITED.test(name) || defaults.get(name) !== value) copy.style.setProperty(name, value);
  }
  // Form state lives in properties, which cloning does not copy.
  if (element instanceof HTMLInputElement) {
    if (element.checked) copy.setAttribute('checked', '');
    copy.setAttribute('value', element.value);
  }
  if (element instanceof HTMLOptionElement && element.selected) copy.setAttribute('selected', '');
  for (const child of element.childNodes) {
    if (child instanceof Element) {
      if (!isExcluded(child)) copy.appendChild(copyWithStyles(child, sandbox));
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

/** A table chart (HTML, no scene) as shown, in a <foreignObject>: the one export that is not drawn in SVG elements. */
const htmlSnapshot = (node: HTMLElement): string =>
  withSandbox((sandbox) => {
    const { width, height } = node.getBoundingClientRect();
    const [w, h] = [Math.ceil(width), Math.ceil(height)];
    const copy = copyWithStyles(node, sandbox) as HTMLElement;
    copy.style.margin = '0';
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('width', String(w));
    svg.setAttribute('height', String(h));
    svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
    const foreign = svg.appendChild(document.createElementNS(SVG_NS, 'foreignObject'));
    foreign.setAttribute('width', '100%');
    foreign.setAttribute('height', '100%');
    foreign.appendChild(copy);
    return new XMLSerializer().serializeToString(svg);
  });

/** The chart's own drawing as SVG elements: its <svg> with computed styles inline, or a map's canvas as an <image>. */
const chartDrawing = (frame: HTMLElement): ExportParts['chart'] | undefined => {
  const svg = frame.querySelector<SVGSVGElement>('figure.chart .chart-canvas > svg');
  if (svg) {
    const { width, height } = svg.getBoundingClientRect();
    const copy = withSandbox((sandbox) => copySvg(svg, sandbox));
    for (const name of ['role', 'tabindex', 'aria-labelledby', 'aria-describedby', 'class']) copy.removeAttribute(name);
    return { markup: new XMLSerializer().serializeToString(copy), width: Math.ceil(width), height: Math.ceil(height) };
  }
  const canvas = frame.querySelector('canvas');
  if (canvas) {
    const { width, height } = canvas.getBoundingClientRect();
    const [w, h] = [Math.ceil(width), Math.ceil(height)];
    return { markup: `<image width="${w}" height="${h}" href="${canvas.toDataURL('image/png')}"/>`, width: w, height: h };
  }
  return undefined;
};

/** Text widths from the browser's own font metrics, in the export's font. */
const canvasMeasure = (): TextMeasure => {
  const context = document.createElement('canvas').getContext('2d')!;
  return (text, { size, weight }) => {
    context.font = `${weight} ${size}px ${EXPORT_FONT}`;
    return context.measureText(text).width;
  };
};

/** What the frame shows around the chart, as plain text: the author's title and description, the fixed filters, the footnotes. */
export type FrameTexts = { title?: string; description?: string };

/**
 * The chart frame as a standalone SVG document (domain/viewer/export-svg): texts and legend as SVG
 * elements from the scene, the fixed filters and footnotes as the frame shows them, no controls.
 * A table chart, which has no scene, is copied as shown.
 */
export const chartSvg = (frame: HTMLElement, scene: Scene | undefined, texts: FrameTexts): ExportedSvg => {
  const chart = chartDrawing(frame);
  if (!chart) {
    const svg = htmlSnapshot(frame);
    const { width, height } = frame.getBoundingClientRect();
    return { svg, width: Math.ceil(width), height: Math.ceil(height) };
  }
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
  return exportSvgDocument({
    width: frame.getBoundingClientRect().width,
    ...texts,
    filters: [...shown('[data-testid="chart-filters"]'), ...chosen].join(' · ') || undefined,
    legend: scene && { title: scene.legendTitle, items: scene.legend, limits: scene.limits },
    axes: scene?.axes,
    chart,
    footnotes: shown('footer.footnotes > p').filter(Boolean),
    measure: canvasMeasure(),
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
