/**
 * A published chart as an image file (issue 30 item 5): the scene the client draws, drawn by the
 * same code (an SVG chart's ScenePicture rendered to markup; a map's and a table's pure SVG
 * renderers), set in the exported SVG document (domain/viewer/export-svg: title, description,
 * filters, legends, footnotes), and that document drawn as PNG by resvg in the chart font
 * (DejaVu Sans, whose advance widths the scenes measure with: labels fit as placed).
 */
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TFunction } from 'i18next';
import { BASE_LAYER_CREDIT_KEY, offlineBaseLayers } from '../../domain/charts/map/base-layers';
import { showsMissing } from '../../domain/charts/map/scene';
import { mapSvg } from '../../domain/charts/map/svg';
import { mapHeight } from '../../domain/charts/map/view';
import type { ChartScene } from '../../domain/charts/pipeline';
import { firstPageRows, tableSvg } from '../../domain/charts/table/svg';
import { measureText } from '../../domain/charts/text';
import { exportChartWidth, exportSvgDocument, type ExportParts, type ExportedSvg, type TextMeasure } from '../../domain/viewer/export-svg';
import { ScenePicture } from '../../web/charts/SceneDrawing';
import { serverBaseGeometry } from './base-geometry';
import { chartStyles } from './chart-style';

/** The chart font's bold is 12–14 % wider than its regular, whose advance widths the domain has (measured with resvg; rounded up so that texts fit). */
const BOLD_WIDTH = 1.15;
const measure: TextMeasure = (text, { size, weight }) => measureText(text, size) * (weight === 'bold' ? BOLD_WIDTH : 1);

/** What the image says around the chart, as the view's frame says it: plain texts, in the page's language. */
export type ChartImageTexts = { title?: string; description?: string; filters?: string; footnotes: string[] };

/** The width to draw a chart scene at for an image document `width` px wide (chartScene's `width`). */
export const imageSceneWidth = exportChartWidth;

/** The chart's drawing and what the document adds for it (legends, axis titles, credits, a table's row count). */
const drawing = (drawn: ChartScene, width: number, t: TFunction): Pick<ExportParts, 'chart' | 'legends' | 'axes'> & { footnotes: string[] } => {
  switch (drawn.kind) {
    case 'svg': {
      const { scene } = drawn;
      // The chart's own styles (tick labels, grid and zero lines), as the app's stylesheet (web/charts/charts.css) gives them on the page.
      // The marks' data-* attributes serve the page's pointer and tests, not a picture (and a mark key holds U+0000, which XML has not).
      const picture = renderToStaticMarkup(createElement(ScenePicture, { scene, id: 'chart' })).replace(/\sdata-[\w-]+="[^"]*"/g, '');
      const markup = `<style>${chartStyles()}</style>${picture}`;
      return {
        chart: { markup, width: scene.width, height: scene.height },
        legends: [{ type: 'chart', title: scene.legendTitle, items: scene.legend, limits: scene.limits }],
        axes: scene.axes,
        footnotes: [],
      };
    }
    case 'map': {
      const { config, scene } = drawn;
      const height = mapHeight(width);
      const layers = config.baseLayer.show ? offlineBaseLayers(scene.bounds) : [];
      const base = layers.length ? serverBaseGeometry(layers) : undefined;
      const view = config.baseLayer.locked ? config.baseLayer.bbox : undefined;
      const missing = showsMissing(scene, config) ? [{ type: 'missing' as const, label: t('chart.map.missing') }] : [];
      return {
        chart: { markup: mapSvg({ scene, base, width, height, view }), width, height },
        legends: [...scene.legends, ...missing],
        footnotes: layers.length ? [layers.map((layer) => t(BASE_LAYER_CREDIT_KEY[layer])).join(' · ')] : [],
      };
    }
    case 'table': {
      const { model } = drawn;
      const chart = tableSvg(model, { rows: firstPageRows(model), measure, groupCount: (count) => t('table.group.count', { count }) });
      return { chart, footnotes: [t('table.rows', { count: model.total })] };
    }
    case 'empty':
      return { chart: { markup: '', width: 0, height: 0 }, footnotes: [] };
  }
};

/** The chart as a standalone SVG document `width` px wide (wider only where a table's columns need it). */
export const chartImageSvg = (drawn: ChartScene, texts: ChartImageTexts, { width, t }: { width: number; t: TFunction }): ExportedSvg => {
  const { footnotes, ...parts } = drawing(drawn, imageSceneWidth(width), t);
  // A table's row count comes first, the map's credit last, as the view's footer has them.
  const ordered = drawn.kind === 'table' ? [...footnotes, ...texts.footnotes] : [...texts.footnotes, ...footnotes];
  const document = exportSvgDocument({ ...texts, ...parts, width, footnotes: ordered, measure });
  return { ...document, svg: xmlCharacters(document.svg) };
};

/** Characters XML 1.0 cannot hold (C0 controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF) left out: cube data may have them, and a browser would not open the file. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const xmlCharacters = (svg: string) => svg.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu, '');

const resolvePackageFile = createRequire(import.meta.url).resolve;
/** The chart font from its npm package, else Debian's fonts-dejavu. */
const fontFile = (name: string) => {
  try {
    return resolvePackageFile(`dejavu-fonts-ttf/ttf/${name}`);
  } catch {
    return `/usr/share/fonts/truetype/dejavu/${name}`;
  }
};
let fonts: string[] | undefined;
const fontFiles = () => (fonts ??= ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map(fontFile));

/**
 * The SVG document drawn as PNG `width` px wide, on white, off the event loop (libuv's thread
 * pool). Only the chart font is loaded, never the machine's: an image looks the same on every
 * server, and the export's Helvetica and Arial fall back to it as sans-serif.
 */
export const svgPng = async (svg: string, width: number): Promise<Buffer> =>
  (
    await renderAsync(svg, {
      fitTo: { mode: 'width', value: width },
      background: '#ffffff',
      font: { loadSystemFonts: false, fontFiles: fontFiles(), defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
    })
  ).asPng();
