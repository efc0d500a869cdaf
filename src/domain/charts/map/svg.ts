/**
 * A map drawn as SVG elements (issue 29: exports a designer opens in Inkscape; issue 30: the
 * shapes and circles a published map shows before MapLibre takes over): the view the interactive
 * map opens on (view.ts: the same camera, MapLibre's Web Mercator with 512 px tiles), the offline
 * base layer under the areas, the circles on top, largest first. No DOM: the same input gives the
 * same markup, in the browser and on the server.
 *
 *   base layer ─► water, land, lakes, canton lines, borders (or the plain background)
 *   areas ──────► <path> in their fill, white outlines
 *   symbols ────► <circle> at their place, white outline
 *
 * Projection, clipping to the frame and path drawing are d3-geo's (the standard, as DESIGN.md's
 * charts row chooses d3 modules): its Mercator at MapLibre's scale, without resampling, as MapLibre
 * joins points straight on the plane. Paths are simplified to the output's resolution: points
 * rounded to 0.1 px, repeated ones dropped, rings that shrink to nothing left out, coordinates
 * relative; a canton map stays a few dozen KB.
 */
import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { geoArea, geoMercator, geoPath, type GeoContext, type GeoProjection } from 'd3-geo';
import { escapeMarkup } from '../../text';
import { BASE_COLORS, BASE_LINE_WIDTHS, PLAIN_BACKGROUND, type BaseGeometry } from './base-layers';
import { AREA_OUTLINE, SYMBOL_OUTLINE } from './colors';
import type { MapScene } from './scene';
import type { Bounds } from './shapes';
import { fitView, TILE_SIZE, VIEW_MARGIN, type Camera } from './view';

export type MapSvgInput = {
  scene: MapScene;
  /** The offline base layer's geometry; without it the map lies on the plain background. */
  base?: BaseGeometry;
  width: number;
  height: number;
  /** A locked view (the author's bbox), shown without padding; else the scene's bounds are fitted. */
  view?: Bounds;
};

/** The camera the interactive map opens on (MapCanvas): MapLibre's own default without data. */
export const mapCamera = ({ scene, width, height, view }: Omit<MapSvgInput, 'base'>): Camera => {
  const bounds = view ?? scene.bounds;
  return bounds ? fitView(bounds, { width, height }, view ? 0 : scene.padding + VIEW_MARGIN) : { center: [0, 0], zoom: 0 };
};

/** d3's Mercator at the camera: a world 512 × 2^zoom px wide, the centre in the middle, clipped to the frame. */
export const mapProjection = (input: Omit<MapSvgInput, 'base'>): GeoProjection => {
  const { center, zoom } = mapCamera(input);
  return geoMercator()
    .scale((TILE_SIZE * 2 ** zoom) / (2 * Math.PI))
    .center(center)
    .translate([input.width / 2, input.height / 2])
    .precision(0)
    .clipExtent([
      [0, 0],
      [input.width, input.height],
    ]);
};

/**
 * How far a simplified line may stray from the data, in tenths of a pixel: MapLibre's own
 * (geojson-vt simplifies within 3 of a 512 px tile's 4,096 units, 0.375 px).
 */
const TOLERANCE = 3.75;

/** The points a line keeps within the tolerance (Douglas–Peucker), its ends always. */
const simplified = (points: [number, number][]): [number, number][] => {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first];
    const [dx, dy] = [points[last][0] - ax, points[last][1] - ay];
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let distance = TOLERANCE;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = [points[i][0] - ax, points[i][1] - ay];
      // From the chord, or from its start when both ends meet (a closed ring).
      const d = length ? Math.abs(dx * py - dy * px) / length : Math.hypot(px, py);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i]);
};

/** Tenths of a pixel, written short: 12.3, -.5, 7. */
const tenths = (n: number) => String(n / 10).replace(/^(-?)0\./, '$1.');
const joined = (numbers: number[]) => numbers.map((n, i) => (i && n >= 0 ? ' ' : '') + tenths(n)).join('');

/**
 * A d3-geo path context writing SVG path data at 0.1 px: points rounded, repeated ones dropped,
 * lines simplified as MapLibre simplifies them; each subpath starts absolute and goes on in relative
 * steps between rounded points (no drift). A ring of fewer than three points or a line of fewer
 * than two is too small to see and left out.
 */
class RoundedPath implements GeoContext {
  private data = '';
  private points: [number, number][] = [];
  beginPath() {}
  moveTo(x: number, y: number) {
    this.flush(false);
    this.points = [[Math.round(x * 10), Math.round(y * 10)]];
  }
  lineTo(x: number, y: number) {
    const point: [number, number] = [Math.round(x * 10), Math.round(y * 10)];
    const last = this.points[this.points.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) this.points.push(point);
  }
  closePath() {
    this.flush(true);
  }
  /** Point geometries draw as arcs: the map draws its points as circles of its own, so none come here. */
  arc() {}
  private flush(closed: boolean) {
    const drawn = this.points;
    this.points = [];
    const [start, end] = [drawn[0], drawn[drawn.length - 1]];
    if (closed && drawn.length > 1 && start[0] === end[0] && start[1] === end[1]) drawn.pop();
    // A ring is simplified from its first point round to it again.
    const points = simplified(closed && drawn.length ? [...drawn, drawn[0]] : drawn);
    if (closed) points.pop();
    if (points.length < (closed ? 3 : 2)) return;
    const steps = points.slice(1).flatMap((p, i) => [p[0] - points[i][0], p[1] - points[i][1]]);
    this.data += `M${joined(points[0])}l${joined(steps)}${closed ? 'z' : ''}`;
  }
  result() {
    this.flush(false);
    const data = this.data;
    this.data = '';
    return data;
  }
}

/**
 * A polygon wound as d3 reads it: d3-geo takes the ring clockwise on the sphere, RFC 7946 GeoJSON
 * (and some shape sources) the other way, which d3 reads as the whole globe but this area. A
 * polygon that covers more than half the sphere is turned around.
 */
const d3Winding = (geometry: Polygon | MultiPolygon): Polygon | MultiPolygon => {
  if (geoArea(geometry) <= 2 * Math.PI) return geometry;
  const reversed = (rings: Position[][]) => rings.map((ring) => [...ring].reverse());
  return geometry.type === 'Polygon'
    ? { ...geometry, coordinates: reversed(geometry.coordinates) }
    : { ...geometry, coordinates: geometry.coordinates.map(reversed) };
};

const attribute = (value: string | number) => escapeMarkup(String(value));
/** A number of px or an opacity, at most three decimals. */
const short = (n: number) => String(Math.round(n * 1000) / 1000);

/** The map as a standalone <svg> element of `width` × `height` px. */
export const mapSvg = (input: MapSvgInput): string => {
  const { scene, base, width, height } = input;
  const context = new RoundedPath();
  const projection = mapProjection(input);
  const path = geoPath(projection, context);
  const data = (geometry: Geometry | Feature | FeatureCollection) => {
    path(geometry as Parameters<typeof path>[0]);
    return context.result();
  };
  const polygons = (collection: FeatureCollection<Polygon | MultiPolygon>) =>
    data({ type: 'GeometryCollection', geometries: collection.features.map((f) => d3Winding(f.geometry)) });
  const pathElement = (d: string, paint: string) => (d ? `<path d="${d}" ${paint}/>` : '');
  const lines = (feature: Feature<MultiLineString> | undefined, color: string, strokeWidth: number) =>
    feature ? pathElement(data(feature), `fill="none" stroke="${color}" stroke-width="${strokeWidth}"`) : '';

  const out: string[] = [];
  out.push(`<rect width="${width}" height="${height}" fill="${base ? BASE_COLORS.water : PLAIN_BACKGROUND}"/>`);
  if (base) {
    const layer = [
      pathElement(polygons(base.land), `fill="${BASE_COLORS.land}"`),
      base.lakes ? pathElement(polygons(base.lakes), `fill="${BASE_COLORS.water}"`) : '',
      lines(base.cantons, BASE_COLORS.canton, BASE_LINE_WIDTHS.canton),
      lines(base.borders, BASE_COLORS.border, BASE_LINE_WIDTHS.border),
    ];
    out.push(`<g class="base-layer">${layer.join('')}</g>`);
  }
  const areas = scene.areas.flatMap((area) => {
    const d = data(d3Winding(area.geometry));
    if (!d) return [];
    const opacity = area.opacity < 1 ? ` fill-opacity="${short(area.opacity)}"` : '';
    return [`<path d="${d}" fill="${attribute(area.fill)}"${opacity}><title>${escapeMarkup(area.label)}</title></path>`];
  });
  if (areas.length)
    out.push(`<g class="areas" stroke="${AREA_OUTLINE.color}" stroke-width="${AREA_OUTLINE.width}" stroke-linejoin="round">${areas.join('')}</g>`);
  const symbols = scene.symbols.flatMap((symbol) => {
    const point = projection(symbol.coordinates);
    if (!point || symbol.radius <= 0) return [];
    const [x, y] = point;
    // A circle wholly outside the frame (a locked view) is left out; one across its edge is cut by the <svg>.
    if (x + symbol.radius < 0 || y + symbol.radius < 0 || x - symbol.radius > width || y - symbol.radius > height) return [];
    const opacity = symbol.opacity < 1 ? ` fill-opacity="${short(symbol.opacity)}"` : '';
    return [
      `<circle cx="${short(x)}" cy="${short(y)}" r="${short(symbol.radius)}" fill="${attribute(symbol.fill)}"${opacity}><title>${escapeMarkup(symbol.label)}</title></circle>`,
    ];
  });
  if (symbols.length) out.push(`<g class="symbols" stroke="${SYMBOL_OUTLINE.color}" stroke-width="${SYMBOL_OUTLINE.width}">${symbols.join('')}</g>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${out.join('')}</svg>`;
};
