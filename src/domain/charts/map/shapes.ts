/**
 * The shapes of a geo-shapes dimension as the data API sends them (one TopoJSON topology, object
 * `shapes`, properties iri and label) turned into GeoJSON features, with the planar centroid and
 * the bounds a map needs. Coordinates are longitude/latitude (CRS84).
 */
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

export type ShapeProperties = { iri: string; label?: string };
export type Shape = Feature<Polygon | MultiPolygon, ShapeProperties>;
/** [[west, south], [east, north]] in degrees. */
export type Bounds = [[number, number], [number, number]];

/** The area shapes of a topology's `shapes` object (points and lines are no areas: left out). */
export const shapeFeatures = (topology: Topology): Shape[] => {
  const object = topology.objects.shapes;
  if (!object) return [];
  const collection = feature(topology, object) as FeatureCollection | Feature;
  const features = collection.type === 'FeatureCollection' ? collection.features : [collection];
  return features.filter((f): f is Shape => (f.geometry?.type === 'Polygon' || f.geometry?.type === 'MultiPolygon') && typeof f.properties?.iri === 'string');
};

const polygonsOf = (shape: Shape): Position[][][] => (shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates);

/** Twice the signed area of a ring and its area-weighted centroid sums (shoelace formula). */
const ringMoments = (ring: Position[]) => {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    area += cross;
    x += (ring[j][0] + ring[i][0]) * cross;
    y += (ring[j][1] + ring[i][1]) * cross;
  }
  return { area, x, y };
};

/** Centroids once per shape: an animation draws the same shapes frame after frame. */
const centroids = new WeakMap<Shape, [number, number]>();

/**
 * The area-weighted centroid of a shape in degrees. Each polygon's first ring counts as land and
 * the others as holes, whatever their winding (d3 and RFC 7946 wind them oppositely).
 */
export const centroidOf = (shape: Shape): [number, number] => {
  let centroid = centroids.get(shape);
  if (!centroid) centroids.set(shape, (centroid = planarCentroid(shape)));
  return centroid;
};

const planarCentroid = (shape: Shape): [number, number] => {
  let area = 0;
  let x = 0;
  let y = 0;
  for (const polygon of polygonsOf(shape)) {
    polygon.forEach((ring, i) => {
      const m = ringMoments(ring);
      // The same sign for every exterior ring, the opposite for every hole.
      const sign = (i === 0 ? 1 : -1) * Math.sign(m.area || 1);
      area += sign * m.area;
      x += sign * m.x;
      y += sign * m.y;
    });
  }
  if (area === 0) {
    const ring = polygonsOf(shape)[0]?.[0] ?? [[0, 0]];
    return [ring.reduce((s, p) => s + p[0], 0) / ring.length, ring.reduce((s, p) => s + p[1], 0) / ring.length];
  }
  return [x / (3 * area), y / (3 * area)];
};

/** The bounds of shapes and points together; undefined when there is nothing. */
export const boundsOf = (shapes: Shape[], points: [number, number][] = []): Bounds | undefined => {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  const add = ([lon, lat]: Position) => {
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  };
  for (const shape of shapes) for (const polygon of polygonsOf(shape)) for (const ring of polygon) ring.forEach(add);
  points.forEach(add);
  return west <= east
    ? [
        [west, south],
        [east, north],
      ]
    : undefined;
};
