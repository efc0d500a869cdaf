/**
 * The offline base layer (issue 29): without a base map style (MAP_STYLE_URL) a map still shows
 * where it is. Which layers a map gets is decided here, from its data's bounds: the world's land
 * and country borders always (world-atlas, Natural Earth); Switzerland's cantons and lakes
 * (swiss-maps, BFS GEOSTAT) when the data lie in Switzerland. The geodata ship in npm packages and
 * load with the first map that needs them (web/map/base-layer-data.ts); the sources are credited.
 */
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import type { MessageKey } from '../../messages';
import type { Bounds } from './shapes';

export type OfflineBaseLayer = 'world' | 'switzerland';

/** Switzerland's extent (swiss-maps' country outline), with a little room for points on the border. */
export const SWITZERLAND: Bounds = [
  [5.9, 45.78],
  [10.55, 47.85],
];

/** Switzerland's ISO 3166 numeric code: its world-atlas country id. */
const SWITZERLAND_ID = '756';

const inside = (inner: Bounds, outer: Bounds) =>
  inner[0][0] >= outer[0][0] && inner[0][1] >= outer[0][1] && inner[1][0] <= outer[1][0] && inner[1][1] <= outer[1][1];

/** The base layers of a map whose data span `bounds`: the world always, Switzerland's cantons and lakes for Swiss data. */
export const offlineBaseLayers = (bounds: Bounds | undefined): OfflineBaseLayer[] =>
  bounds && inside(bounds, SWITZERLAND) ? ['world', 'switzerland'] : ['world'];

/** The offline layers a map draws: none under the deployment's base map style, nor where the author hides the base layer. */
export const mapBaseLayers = (show: boolean, styleUrl: string | undefined, bounds: Bounds | undefined): OfflineBaseLayer[] =>
  show && !styleUrl ? offlineBaseLayers(bounds) : [];

/** The offline base layer's colours: water, land, and lines a shade darker than the missing-value grey. */
export const BASE_COLORS = { water: '#e3ebf2', land: '#fbfbf9', border: '#98a2ad', canton: '#c3cad2' } as const;
/** Its lines' widths, in px. */
export const BASE_LINE_WIDTHS = { border: 1, canton: 0.75 } as const;
/** A map's background where the author hides the base layer. */
export const PLAIN_BACKGROUND = '#f4f5f7';

/** The credit each layer's licence asks for, in the map's footnote. */
export const BASE_LAYER_CREDIT_KEY = {
  world: 'chart.map.credit.world',
  switzerland: 'chart.map.credit.switzerland',
} as const satisfies Record<OfflineBaseLayer, MessageKey>;

/** What the base layer draws, as GeoJSON: land, borders (and coasts), Swiss canton borders and lakes. */
export type BaseGeometry = {
  land: FeatureCollection<Polygon | MultiPolygon>;
  borders: Feature<MultiLineString>;
  cantons?: Feature<MultiLineString>;
  lakes?: FeatureCollection<Polygon | MultiPolygon>;
};

/**
 * Points whose longitude jumps across the antimeridian (178.6 → −180) made continuous (178.6 →
 * 180), so that MapLibre draws Chukotka and Fiji across the date line, not a band across the
 * world. A ring around a pole (Antarctica) keeps its jump: it runs along the pole's latitude.
 */
export const acrossDateLine = (points: Position[], ring: boolean): Position[] => {
  let offset = 0;
  const continuous = points.map((point, i) => {
    const step = i > 0 ? point[0] - points[i - 1][0] : 0;
    offset += step > 180 ? -360 : step < -180 ? 360 : 0;
    return offset ? [point[0] + offset, point[1]] : point;
  });
  return ring && offset !== 0 ? points : continuous;
};

const collection = (topology: Topology, name: string): FeatureCollection<Polygon | MultiPolygon> => {
  const geometry = feature(topology, topology.objects[name]) as FeatureCollection<Polygon | MultiPolygon> | Feature<Polygon | MultiPolygon>;
  const features = geometry.type === 'FeatureCollection' ? geometry.features : [geometry];
  return {
    type: 'FeatureCollection',
    features: features.map((f) => ({
      ...f,
      geometry:
        f.geometry.type === 'Polygon'
          ? { type: 'Polygon', coordinates: f.geometry.coordinates.map((ring) => acrossDateLine(ring, true)) }
          : { type: 'MultiPolygon', coordinates: f.geometry.coordinates.map((polygon) => polygon.map((ring) => acrossDateLine(ring, true))) },
    })),
  };
};
const lines = (coordinates: MultiLineString['coordinates']): Feature<MultiLineString> => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'MultiLineString', coordinates: coordinates.map((line) => acrossDateLine(line, false)) },
});

/**
 * The geometry of the loaded layers: `world` (world-atlas' countries-110m: objects land and
 * countries), `switzerland` (objects cantons and lakes, see base-layer-sources.ts). With
 * Switzerland drawn in detail, the coarse world outline of Switzerland gives way to the cantons'.
 */
export const baseGeometry = (world: Topology, switzerland?: Topology): BaseGeometry => {
  const swiss = (g: GeometryObject) => !!switzerland && String(g.id) === SWITZERLAND_ID;
  const countries = world.objects.countries as GeometryObject;
  const worldLines = mesh(world, countries, (a, b) => !swiss(a) && !swiss(b)).coordinates;
  if (!switzerland) return { land: collection(world, 'land'), borders: lines(worldLines) };
  const cantons = switzerland.objects.cantons as GeometryObject;
  return {
    land: collection(world, 'land'),
    // The Swiss border: the cantons' outer edges.
    borders: lines([...worldLines, ...mesh(switzerland, cantons, (a, b) => a === b).coordinates]),
    cantons: lines(mesh(switzerland, cantons, (a, b) => a !== b).coordinates),
    lakes: collection(switzerland, 'lakes'),
  };
};
