/**
 * The offline base layer (issue 29): without a base map style (MAP_STYLE_URL) a map still shows
 * where it is. Which layers a map gets is decided here, from its data's bounds: the world's land
 * and country borders always (world-atlas, Natural Earth); Switzerland's cantons and lakes
 * (swiss-maps, BFS GEOSTAT) when the data lie in Switzerland. The geodata ship in npm packages and
 * load with the first map that needs them (web/map/base-layer-data.ts); the sources are credited.
 */
import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
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

/** The credit each layer's licence asks for, in the map's footnote. */
export const BASE_LAYER_CREDIT_KEY = {
  world: 'chart.map.credit.world',
  switzerland: 'chart.map.credit.switzerland',
} as const satisfies Record<OfflineBaseLayer, MessageKey>;

/** What the base layer draws, as GeoJSON: land, borders (and coasts), Swiss canton borders and lakes. */
export type BaseGeometry = {
  land: FeatureCollection;
  borders: Feature<MultiLineString>;
  cantons?: Feature<MultiLineString>;
  lakes?: FeatureCollection;
};

const collection = (topology: Topology, name: string): FeatureCollection => {
  const geometry = feature(topology, topology.objects[name]);
  return geometry.type === 'FeatureCollection' ? geometry : { type: 'FeatureCollection', features: [geometry] };
};
const lines = (coordinates: MultiLineString['coordinates']): Feature<MultiLineString> => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'MultiLineString', coordinates },
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
