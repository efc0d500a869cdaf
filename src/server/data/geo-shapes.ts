/**
 * dataCubeDimensionGeoShapes: the shapes of a geo-shapes dimension's values
 * (geo:hasGeometry/geo:asWKT) as one TopoJSON topology, object `shapes`, properties iri and label.
 */
import { wktToGeoJSON } from '@terraformer/wkt';
import type { Feature, FeatureCollection } from 'geojson';
import { topology } from 'topojson-server';
import { isGeoShapesDimension, type Dimension } from '../../domain/data';
import { badRequest } from '../errors';
import { inBatches, PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient } from './sparql';

const wktQuery = (iris: string[]) => `${PREFIXES}
SELECT ?value ?wkt WHERE {
  VALUES ?value { ${iris.map(sparqlIri).join(' ')} }
  ?value geo:hasGeometry/geo:asWKT ?wkt .
}`;

export const loadGeoShapes = async (client: SparqlClient, dimension: Dimension) => {
  if (!isGeoShapesDimension(dimension)) throw badRequest(`${dimension.id} is not a geo-shapes dimension`);
  // Asked by the IRIs that hold the facts (versioned ones where the values are), answered as values.
  const byStored = new Map(dimension.values.map((v) => [v.versionedValue ?? String(v.value), v]));
  const rows = await inBatches([...byStored.keys()], 200, (batch) => client.select(wktQuery(batch)));
  const features: Feature[] = [];
  for (const row of rows) {
    const value = byStored.get(row.value!.value);
    const iri = String(value?.value ?? row.value!.value);
    // WKT literals may start with a CRS IRI (GeoSPARQL); CRS84 lon/lat is what the cubes use.
    const wkt = row.wkt!.value.replace(/^\s*<[^>]*>\s*/, '');
    try {
      features.push({ type: 'Feature', id: iri, properties: { iri, label: value?.label }, geometry: wktToGeoJSON(wkt) });
    } catch {
      // A value whose geometry cannot be read is left out; the others still draw.
    }
  }
  features.sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return topology({ shapes: { type: 'FeatureCollection', features } as FeatureCollection });
};
