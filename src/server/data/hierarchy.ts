/**
 * Hierarchies of dimension values (meta:inHierarchy): from the root, each level follows its
 * sh:path (or sh:inversePath) one step down. Branches without any value of the dimension are cut.
 */
import type { DimensionValue, HierarchyValue } from '../../domain/data';
import { groupBy, inBatches, PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient, SparqlRow } from './sparql';

/** Deepest hierarchy followed: LINDAS hierarchies have two to four levels. */
const MAX_LEVELS = 8;

/** One level's path, nested with the levels below it. */
const levelPattern = (depth: number): string =>
  depth > MAX_LEVELS
    ? ''
    : `OPTIONAL {
    ?l${depth - 1} meta:nextInHierarchy ?l${depth} .
    OPTIONAL { ?l${depth} sh:path ?p${depth} . FILTER(isIRI(?p${depth})) }
    OPTIONAL { ?l${depth} sh:path/sh:inversePath ?i${depth} }
    ${levelPattern(depth + 1)}
  }`;

/**
 * Root and level paths of each hierarchy of the cube's dimensions, one row per hierarchy. The
 * levels are spelled out one OPTIONAL inside the other: Virtuoso stops a `nextInHierarchy+`
 * path over blank nodes after the first step.
 */
const structureQuery = (cubeIri: string) => `${PREFIXES}
SELECT * WHERE {
  ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property ?shape .
  ?shape sh:path ?path ; meta:inHierarchy ?l0 .
  ?l0 meta:hierarchyRoot ?root .
  ${levelPattern(1)}
}`;

const stepQuery = (parents: string[], path: string, inverse: boolean) => `${PREFIXES}
SELECT ?parent ?child WHERE {
  VALUES ?parent { ${parents.map(sparqlIri).join(' ')} }
  ${inverse ? `?child ${sparqlIri(path)} ?parent .` : `?parent ${sparqlIri(path)} ?child .`}
}`;

type Level = { path: string; inverse: boolean };

const levelsOf = (row: SparqlRow): Level[] => {
  const levels: Level[] = [];
  for (let depth = 1; depth <= MAX_LEVELS; depth++) {
    const path = row[`p${depth}`]?.value ?? row[`i${depth}`]?.value;
    if (!path) break;
    levels.push({ path, inverse: !row[`p${depth}`] });
  }
  return levels;
};

export type Describe = (iris: string[]) => Promise<(iri: string) => DimensionValue>;

/** The nodes of one dimension's hierarchy as read: its root, the children of each node, their labels. */
export type LoadedHierarchy = { root: string; children: Map<string, string[]>; describe: (iri: string) => DimensionValue };

/**
 * The hierarchies of the cube's dimensions by dimension path, for those whose shape has
 * meta:inHierarchy. Needs neither component ids nor values: it runs beside the components' queries.
 */
export const loadHierarchies = async (client: SparqlClient, request: { cubeIri: string; describe: Describe }): Promise<Map<string, LoadedHierarchy>> => {
  const structures = [...groupBy(await client.select(structureQuery(request.cubeIri)), 'path')];
  const loaded = await Promise.all(
    structures.map(async ([path, rows]): Promise<[string, LoadedHierarchy]> => {
      // A dimension may have several hierarchies: the first by root IRI is used.
      const [row] = [...rows].sort((a, b) => a.root!.value.localeCompare(b.root!.value));
      const root = row.root!.value;
      const children = new Map<string, string[]>();
      let frontier = [root];
      for (const level of levelsOf(row)) {
        const edges = await inBatches(frontier, 200, (batch) => client.select(stepQuery(batch, level.path, level.inverse)));
        for (const [parent, edgeRows] of groupBy(edges, 'parent')) children.set(parent, edgeRows.map((r) => r.child!.value));
        frontier = [...new Set(edges.map((r) => r.child!.value))];
      }
      return [path, { root, children, describe: await request.describe([root, ...[...children.values()].flat()]) }];
    }),
  );
  return new Map(loaded);
};

/** Hierarchy trees per dimension id; branches without any value of the dimension are cut. */
export const hierarchyTrees = (
  loaded: Map<string, LoadedHierarchy>,
  request: { idOf: (path: string) => string; valuesOf: (path: string) => DimensionValue[] },
): Map<string, HierarchyValue[]> => {
  const trees = new Map<string, HierarchyValue[]>();
  for (const [path, { root, children, describe }] of loaded) {
    const values = new Set(request.valuesOf(path).map((v) => String(v.value)));
    const build = (iri: string, depth: number): HierarchyValue | undefined => {
      const kids = (children.get(iri) ?? [])
        .map((child) => build(child, depth + 1))
        .filter((node): node is HierarchyValue => !!node)
        .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.label.localeCompare(b.label));
      // Compared in answer form: a versioned node answers (as the dimension's values do) its schema:sameAs.
      const node = describe(iri);
      const hasValue = values.has(String(node.value));
      if (!hasValue && kids.length === 0) return undefined;
      return { ...node, dimensionId: request.idOf(path), depth, hasValue, ...(kids.length && { children: kids }) };
    };
    const tree = build(root, 0);
    if (tree) trees.set(request.idOf(path), [tree]);
  }
  return trees;
};
