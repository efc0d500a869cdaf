/**
 * The dimensions of search results (searchCubes with fetchDimensionTermsets): for every result
 * cube at once, its temporal dimensions with their time unit and its shared dimensions with
 * their termsets, so the configurator can offer cubes to combine with the current one.
 */
import { stringifyComponentId, type DataCubeMetadata, type Locale, type SearchCubeDimension } from '../../domain/data';
import { timeUnitOf } from './component-kind';
import { unversionedIriOf } from './metadata';
import { groupBy, inBatches, pickByLocale, PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient } from './sparql';
import { TERMSET_PATTERN, termsetsOf } from './termsets';

/** Per (?cube ?path): rows with its ?name, its time ?unit, or a ?termset (with ?termsetName). */
const searchDimensionsQuery = (cubeIris: string[]) => `${PREFIXES}
SELECT DISTINCT ?cube ?path ?name ?unit ?termset ?termsetName WHERE {
  VALUES ?cube { ${cubeIris.map(sparqlIri).join(' ')} }
  ?cube cube:observationConstraint/sh:property ?shape .
  ?shape sh:path ?path .
  { ?shape schema:name ?name }
  UNION { ?shape meta:dataKind/time:unitType ?unit }
  UNION { ${TERMSET_PATTERN} }
}`;

/** The temporal and shared dimensions of each cube, by cube IRI; a dimension that is neither is left out. */
export const loadSearchDimensions = async (
  client: SparqlClient,
  cubes: Pick<DataCubeMetadata, 'iri' | 'unversionedIri'>[],
  locale: Locale,
): Promise<Map<string, SearchCubeDimension[]>> => {
  // One query for all the results (a second only past 300 cubes, to keep the VALUES block small).
  const rows = await inBatches(cubes.map((c) => c.iri), 300, (batch) => client.select(searchDimensionsQuery(batch)));
  const byCube = groupBy(rows, 'cube');
  return new Map(
    cubes.map((cube) => {
      const dimensions = [...groupBy(byCube.get(cube.iri) ?? [], 'path')]
        .map(([path, pathRows]): SearchCubeDimension => {
          const timeUnit = pathRows.map((r) => timeUnitOf(r.unit?.value)).find((u) => u);
          return {
            id: stringifyComponentId(unversionedIriOf(cube), path),
            label: pickByLocale(pathRows.map((r) => r.name), locale) ?? path,
            ...(timeUnit && { timeUnit }),
            termsets: termsetsOf(pathRows, locale),
          };
        })
        .filter((d) => d.timeUnit || d.termsets.length)
        .sort((a, b) => a.label.localeCompare(b.label, locale) || a.id.localeCompare(b.id));
      return [cube.iri, dimensions];
    }),
  );
};
