/**
 * Hierarchies of dimension values (meta:inHierarchy): from the root, each level follows its
 * sh:path (or sh:inversePath) one step down. Branches without any value of the dimension are cut.
 */
import type { DimensionValue, HierarchyValue, Locale } from '../../domain/data';
import { groupBy, inBatches, PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient, SparqlRow } from './sparql';

/** Root and levels of the first hierarchy of each dimension path that has one. */
const structureQuery = (cubeIri: string) => `${PREFIXES}
SELECT ?path ?hierarchy ?root ?level ?next ?levelPath ?inversePath WHERE {
  ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property ?shape .
  ?shape sh:path ?path ; meta:inHierarchy ?hierarchy .
  ?hierarchy meta:hierarchyRoot ?root ; meta:nextInHierarchy+ ?level .
  OPTIONAL { ?level meta:nextInHierarchy ?next }
  OPTIONAL { ?level sh:path ?levelPath . FILTER(isIRI(?levelPath)) }
  OPTIONAL { ?level sh:path/sh:inversePath ?inversePath }
}`;

const stepQuery = (parents: string[], path: string, inverse: boolean) => `${PREFIXES}
SELECT ?parent ?child WHERE {
  VALUES ?parent { ${parents.map(sparqlIri).join(' ')} }
  ${inverse ? `?child ${sparqlIri(path)} ?parent .` : `?parent ${sparqlIri(path)} ?child .`}
}`;

type Level = { path: string; inverse: boolean };

/** The levels of one hierarchy in order, from the rows of structureQuery. */
const orderLevels = (rows: SparqlRow[]): Level[] => {
  const byLevel = groupBy(rows, 'level');
  const nexts = new Set(rows.map((r) => r.next?.value).filter(Boolean));
  // The first level is the one no other level points to.
  let current = [...byLevel.keys()].find((level) => !nexts.has(level));
  const levels: Level[] = [];
  while (current && levels.length < byLevel.size) {
    const row = byLevel.get(current)![0];
    const path = row.levelPath?.value ?? row.inversePath?.value;
    if (!path) break;
    levels.push({ path, inverse: !row.levelPath });
    current = row.next?.value;
  }
  return levels;
};

export type Describe = (iris: string[]) => Promise<(iri: string) => DimensionValue>;

/** Hierarchy trees per dimension id, for the dimensions whose shape has meta:inHierarchy. */
export const loadHierarchies = async (
  client: SparqlClient,
  request: { cubeIri: string; locale: Locale; idOf: (path: string) => string; valuesOf: (path: string) => DimensionValue[]; describe: Describe },
): Promise<Map<string, HierarchyValue[]>> => {
  const trees = new Map<string, HierarchyValue[]>();
  for (const [path, rows] of groupBy(await client.select(structureQuery(request.cubeIri)), 'path')) {
    // A dimension may have several hierarchies: the first by root IRI is used.
    const [first] = [...groupBy(rows, 'root')].sort(([a], [b]) => a.localeCompare(b));
    const [root, rootRows] = first;
    const levels = orderLevels([...groupBy(rootRows, 'hierarchy').values()][0]);

    const children = new Map<string, string[]>();
    let frontier = [root];
    for (const level of levels) {
      const edges = await inBatches(frontier, 200, (batch) => client.select(stepQuery(batch, level.path, level.inverse)));
      for (const [parent, edgeRows] of groupBy(edges, 'parent')) children.set(parent, edgeRows.map((r) => r.child!.value));
      frontier = [...new Set(edges.map((r) => r.child!.value))];
    }

    const values = new Set(request.valuesOf(path).map((v) => String(v.value)));
    const describe = await request.describe([root, ...[...children.values()].flat()]);
    const build = (iri: string, depth: number): HierarchyValue | undefined => {
      const kids = (children.get(iri) ?? [])
        .map((child) => build(child, depth + 1))
        .filter((node): node is HierarchyValue => !!node)
        .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.label.localeCompare(b.label));
      const hasValue = values.has(iri);
      if (!hasValue && kids.length === 0) return undefined;
      return { ...describe(iri), dimensionId: request.idOf(path), depth, hasValue, ...(kids.length && { children: kids }) };
    };
    const tree = build(root, 0);
    if (tree) trees.set(request.idOf(path), [tree]);
  }
  return trees;
};
