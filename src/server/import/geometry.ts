/** TopoJSON → WKT MULTIPOLYGON per feature id, for the geo:asWKT of GeoShape values. */
import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

type Position = number[];
type Polygon = Position[][];

const round = (value: number, precision: number) => {
  const factor = 10 ** precision;
  // "+ 0" turns -0 into 0 so a ring never prints "-0".
  return Math.round(value * factor) / factor + 0;
};

const ringWkt = (ring: Position[], precision: number) => {
  const points = ring.map(([x, y]) => `${round(x, precision)} ${round(y, precision)}`);
  // Rounding can merge neighbouring vertices; repeated points add nothing to the shape.
  const distinct = points.filter((point, i) => i === 0 || point !== points[i - 1]);
  return `(${distinct.join(', ')})`;
};

/** WKT of a polygon list; rings that collapse to fewer than 4 points at this precision are dropped. */
export const multiPolygonWkt = (polygons: Polygon[], precision: number): string | undefined => {
  const parts = polygons
    .map((rings) => rings.map((ring) => ringWkt(ring, precision)).filter((ring) => ring.split(',').length >= 4))
    .filter((rings) => rings.length > 0)
    .map((rings) => `(${rings.join(', ')})`);
  return parts.length ? `MULTIPOLYGON(${parts.join(', ')})` : undefined;
};

/** WKT by feature id (e.g. ISO 3166 numeric "756") of one object of a TopoJSON topology. */
export const shapesById = (topology: Topology, objectName: string, precision: number): Map<string, string> => {
  const object = topology.objects[objectName] as GeometryCollection | undefined;
  if (!object) throw new Error(`TopoJSON has no object "${objectName}" (has: ${Object.keys(topology.objects).join(', ')})`);
  const shapes = new Map<string, string>();
  for (const f of feature(topology, object).features) {
    const geometry = f.geometry;
    if (f.id === undefined || !geometry) continue;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
    const wkt = multiPolygonWkt(polygons, precision);
    if (wkt) shapes.set(String(f.id), wkt);
  }
  return shapes;
};

export const readShapes = (file: string, objectName: string, precision: number) =>
  shapesById(JSON.parse(readFileSync(file, 'utf8')) as Topology, objectName, precision);
