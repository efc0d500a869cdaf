/**
 * The view a map opens on (issue 29): the camera (centre and zoom of MapLibre's Web Mercator, 512 px
 * tiles) that fits bounds into a box of a size with room around them: a margin, and the largest
 * circle's radius, so no circle at the edge of the data is cut. The same bounds in the same box
 * give the same view, however often and in whatever order the map is drawn.
 */
import type { Bounds } from './shapes';

/** Room between the data and the map's edge, besides the circles', in px. */
export const VIEW_MARGIN = 12;
/** MapLibre's zoom range the view stays within: the whole world in a phone's width, a street at most. */
export const MIN_ZOOM = -2;
export const MAX_ZOOM = 14;
/** A lone point (one station) opens at this zoom: a region around it. */
export const POINT_ZOOM = 7;
/** Web Mercator's latitude limit. */
const MAX_LATITUDE = 85.051129;
export const TILE_SIZE = 512;

/** Height of a map for a width (where its box does not decide it): landscape, within what a screen shows beside the filters. */
export const mapHeight = (width: number) => Math.round(Math.min(640, Math.max(320, width * 0.62)));

export type Camera = { center: [number, number]; zoom: number };

/** Longitude and latitude in Mercator units of the whole world (0..1, y downwards). */
const project = ([lon, lat]: [number, number]): [number, number] => {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return [(lon + 180) / 360, (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2];
};
const unproject = ([x, y]: [number, number]): [number, number] => [x * 360 - 180, (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI];

/** The camera that shows `bounds` whole in a `width` × `height` box, `padding` px from every edge (within MIN_ZOOM..MAX_ZOOM). */
export const fitView = (bounds: Bounds, { width, height }: { width: number; height: number }, padding: number): Camera => {
  const [west, north] = project([bounds[0][0], bounds[1][1]]);
  const [east, south] = project([bounds[1][0], bounds[0][1]]);
  const center = unproject([(west + east) / 2, (north + south) / 2]);
  const spans = [east - west, south - north];
  // The box less the padding; a box smaller than its padding still shows the data, unpadded.
  const room = [width - 2 * padding, height - 2 * padding].map((r, i) => (r > 0 ? r : [width, height][i]));
  const fits = spans.flatMap((span, i) => (span > 0 ? [Math.log2(room[i] / (span * TILE_SIZE))] : []));
  const zoom = fits.length ? Math.min(...fits) : POINT_ZOOM;
  return { center, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)) };
};
