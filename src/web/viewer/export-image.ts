/**
 * Image export of a chart as shown (spec 002 §6): the frame's DOM node (title, chart, legend,
 * footnotes) copied with its computed styles into an SVG <foreignObject>; for PNG that SVG is
 * drawn on a canvas and a text comment (publisher, published address, dataset) is written into
 * the file. Elements marked as excluded are left out; a <canvas> inside the node (a map) is
 * copied as an image of its pixels, which a WebGL canvas keeps only with `preserveDrawingBuffer`.
 * Loaded on demand: the view page does not carry it until a visitor exports.
 *
 * Hand-written, not html-to-image as DESIGN.md chooses ("png export"), because html-to-image
 * (1.11.x, src/clone-node.ts) clones an <svg> deeply without inlining the computed styles of its
 * children, so the marks, axis texts and legend of our SVG charts would lose every style that
 * comes from the stylesheets once the copy is drawn as a standalone image; it also writes every
 * computed property of every element (this copy writes only what differs from a fresh element
 * of the tag: far smaller SVG files) and shrinks font sizes by 0.1 px. The PNG text comment and
 * the exact frame size would be ours either way. Revisit when it inlines styles inside SVG.
 */
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

/** The element as shown, as a standalone SVG document. */
export const chartSvg = (node: HTMLElement): string => {
  const sandbox = document.createElement('div');
  sandbox.setAttribute('aria-hidden', 'true');
  Object.assign(sandbox.style, { position: 'absolute', left: '-99999px', top: '0', visibility: 'hidden' });
  document.body.appendChild(sandbox);
  try {
    const { width, height } = node.getBoundingClientRect();
    const [w, h] = [Math.ceil(width), Math.ceil(height)];
    const copy = copyWithStyles(node, sandbox) as HTMLElement;
    copy.style.margin = '0';
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('width', String(w));
    svg.setAttribute('height', String(h));
    svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
    const foreign = svg.appendChild(document.createElementNS(SVG_NS, 'foreignObject'));
    foreign.setAttribute('x', '0');
    foreign.setAttribute('y', '0');
    foreign.setAttribute('width', '100%');
    foreign.setAttribute('height', '100%');
    foreign.appendChild(copy);
    return new XMLSerializer().serializeToString(svg);
  } finally {
    sandbox.remove();
  }
};

/** The SVG drawn at twice its size on white, as PNG bytes with a tEXt `Comment`. */
export const chartPng = async (svg: string, comment: string): Promise<Uint8Array> => {
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
