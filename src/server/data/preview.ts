/**
 * dataCubePreview in one request: the cube's version facts (an unknown cube is a 404; the ids need
 * the unversioned IRI), its shapes, its first observations with every fact and the facts of their
 * IRI values, the facts of its units, and which of its shapes are versioned. None needs another's
 * answer, so they go to the endpoint at once, the rows in a request of their own and the others as
 * one (batch.ts): one round trip, as the production tool's preview. The components are those of the shapes (no hierarchies, termsets, limits or measure
 * ranges: the preview shows none), each dimension with the values of the rows shown, described as
 * dataCubesComponents describes them: the labels the rows carry and the positions they sort by.
 * The embedded store's observation table gives the first rows by IRI; an endpoint the first it lists.
 */
import { parseComponentId, type Component, type DataCubeComponents, type Dimension, type DimensionValue, type Locale } from '../../domain/data';
import { decodeObservations } from '../../domain/observation-columns';
import { batchingClient } from './batch';
import { loadComponents } from './components';
import { describeQuery, describeValue, sortValues, unitLabel } from './value-facts';
import { loadCubeVersionFacts } from './metadata';
import { firstObservationTerms, observationColumns, observationTerms } from './observations';
import { CUBE_UNDEFINED, PREFIXES, sparqlIri, valueFactsPattern } from './rdf';
import type { SparqlClient, SparqlRow, SparqlTerm } from './sparql';

/**
 * The first observations the engine lists, with every fact of each (?observation ?p ?o) and the
 * facts of each IRI value (?fp ?fo). Not the first by IRI: picking those sorts every observation
 * (~2 s for the 10⁶-observation bench cube on Virtuoso, a cost that grows with the cube); the rows
 * are put in IRI order here.
 */
const rowsQuery = (cubeIri: string, limit: number, locale: Locale) => `${PREFIXES}
SELECT ?observation ?p ?o ?fp ?fo WHERE {
  { SELECT ?observation WHERE { ${sparqlIri(cubeIri)} cube:observationSet/cube:observation ?observation . } LIMIT ${limit} }
  ?observation ?p ?o .
  OPTIONAL {
    FILTER(isIRI(?o) && ?p NOT IN (rdf:type, cube:observedBy))
    ${valueFactsPattern('?o', locale, ['?fp', '?fo'])}
  }
}`;

/** The facts of the cube's units (rows ?iri ?p ?o). */
const unitsQuery = (cubeIri: string, locale: Locale) => `${PREFIXES}
SELECT ?iri ?p ?o WHERE {
  ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property/qudt:hasUnit ?iri .
  ${valueFactsPattern('?iri', locale)}
}`;

/** The paths of the versioned shapes (schema:version): their values answer as their schema:sameAs. */
const versionedPathsQuery = (cubeIri: string) => `${PREFIXES}
SELECT DISTINCT ?path WHERE {
  ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property ?shape .
  ?shape sh:path ?path ; schema:version ?version .
}`;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Facts (rows ?p ?o) by IRI, each once. */
const factsByIri = (rows: SparqlRow[], [iri, p, o]: [string, string, string]) => {
  const facts = new Map<string, Map<string, SparqlRow>>();
  for (const row of rows) {
    if (!row[p]) continue;
    const of = facts.get(row[iri]!.value) ?? facts.set(row[iri]!.value, new Map()).get(row[iri]!.value)!;
    of.set(JSON.stringify([row[p], row[o]]), { p: row[p], o: row[o] });
  }
  return new Map([...facts].map(([key, rows]) => [key, [...rows.values()]]));
};

/** The columns of the rows query's answer and its values' facts. Rows of a query nested in no ORDER BY come in no set order: the observations' own is restored. */
const rowsOf = (answer: SparqlRow[], selected: Component[]) => {
  const rows = [...answer].sort((a, b) => compare(a.observation!.value, b.observation!.value));
  return { termColumns: firstObservationTerms(rows, selected), valueFacts: factsByIri(rows, ['o', 'fp', 'fo']) };
};

/** The same from an observation table (the rows a query with a limit selects) and one query for the facts of their IRI values. */
const tableRows = async (client: SparqlClient, request: { cubeIri: string; components: DataCubeComponents; limit: number; locale: Locale }) => {
  const { termColumns } = await observationTerms(client, { cubeIri: request.cubeIri, components: request.components, limit: request.limit });
  const iris = [...new Set(termColumns.flat().flatMap((t) => (t?.type === 'uri' ? [t.value] : [])))];
  const rows = iris.length ? await client.select(describeQuery(iris, request.locale)) : [];
  return { termColumns, valueFacts: factsByIri(rows, ['iri', 'p', 'o']) };
};

export const loadPreview = async (client: SparqlClient, cubeIri: string, locale: Locale, limit: number) => {
  // Every query below is asked in this tick.
  const together = batchingClient(client);
  const version = loadCubeVersionFacts(together, cubeIri);
  version.catch(() => {});
  const shapes = loadComponents(together, {
    cubeIri,
    together,
    unversionedCubeIri: version.then((v) => v.unversionedIri),
    locale,
    loadValues: false,
    loadExtras: false,
  });
  const [unitRows, versionedRows] = [unitsQuery(cubeIri, locale), versionedPathsQuery(cubeIri)].map((q) => {
    const rows = together.select(q);
    // Settled here too: the shapes may fail first, and these are then never awaited.
    rows.catch(() => {});
    return rows;
  });
  // The rows, the costliest, beside the others: the endpoint answers both at once. An
  // observation table has them at once; their values' facts are asked then.
  const rowsPromise = client.observationTable?.(cubeIri) ? undefined : client.select(rowsQuery(cubeIri, limit, locale));
  rowsPromise?.catch(() => {});
  const [components] = await Promise.all([shapes, version]);
  const selected = [...components.dimensions, ...components.measures];
  const { termColumns, valueFacts } = rowsPromise ? rowsOf(await rowsPromise, selected) : await tableRows(client, { cubeIri, components, limit, locale });
  const facts = new Map([...valueFacts, ...factsByIri(await unitRows, ['iri', 'p', 'o'])]);
  const versioned = new Set((await versionedRows).map((r) => r.path!.value));
  const valuesOf = (dimension: Dimension, terms: (SparqlTerm | undefined)[]): DimensionValue[] => {
    const path = parseComponentId(dimension.id).componentIri;
    const distinct = new Map(terms.filter((t) => t && t.datatype !== CUBE_UNDEFINED).map((t) => [t!.value, t!]));
    return sortValues(
      [...distinct.values()].map((term) =>
        term.type === 'uri' ? describeValue(term.value, facts.get(term.value), locale, versioned.has(path)) : { value: term.value, label: term.value },
      ),
    );
  };
  // Without values the shapes name each unit by its IRI.
  const withUnit = <T extends { unit?: string }>(c: T): T => (c.unit ? { ...c, unit: unitLabel(facts.get(c.unit), locale) ?? c.unit } : c);
  const described: DataCubeComponents = {
    dimensions: components.dimensions.map((d, i) => withUnit({ ...d, values: valuesOf(d, termColumns[i]) })),
    measures: components.measures.map(withUnit),
  };
  const data = await observationColumns([...described.dimensions, ...described.measures], termColumns);
  return { ...described, observations: decodeObservations(data) };
};
