/**
 * Hierarchies of dimension values (meta:inHierarchy): from the root, each level follows its
 * sh:path (or sh:inversePath) one step down. Branches without any value of the dimension are cut.
 * Two round trips: the structure of every hierarchy of the cube, then per hierarchy all its nodes
 * with the labels of those above the last level.
 */
import type { DimensionValue, HierarchyValue, Locale } from '../../domain/data';
import { groupBy, PREFIXES, sparqlIri, sparqlString, valueFactsPattern } from './rdf';
import type { SparqlClient, SparqlRow } from './sparql';

/** Deepest hierarchy followed: LINDAS hierarchies have two to four levels. */
const MAX_LEVELS = 8;

/** One level's path, nested with the levels below it. */
const levelPattern = (depth: number, locale: Locale | undefined): string =>
  depth > MAX_LEVELS
    ? ''
    : `OPTIONAL {
    ?l${depth - 1} meta:nextInHierarchy ?l${depth} .
    OPTIONAL { ?l${depth} sh:path ?p${depth} . FILTER(isIRI(?p${depth})) }
    OPTIONAL { ?l${depth} sh:path/sh:inversePath ?i${depth} }
    ${locale ? `OPTIONAL { ?l${depth} schema:name ?n${depth} . FILTER(langMatches(lang(?n${depth}), ${sparqlString(locale)})) }` : ''}
    ${levelPattern(depth + 1, locale)}
  }`;

/**
 * Root and level paths (and names in the locale) of each hierarchy of the cube's dimensions, one row per hierarchy. The
 * levels are spelled out one OPTIONAL inside the other: Virtuoso stops a `nextInHierarchy+`
 * path over blank nodes after the first step.
 */
const structureQuery = (cubeIri: string, locale: Locale | undefined) => `${PREFIXES}
SELECT * WHERE {
  ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property ?shape .
  ?shape sh:path ?path ; meta:inHierarchy ?l0 .
  ?l0 meta:hierarchyRoot ?root .
  ${levelPattern(1, locale)}
}`;

type Level = { path: string; inverse: boolean; name?: string };

const step = (from: string, level: Level, to: string) => (level.inverse ? `${to} ${sparqlIri(level.path)} ${from} .` : `${from} ${sparqlIri(level.path)} ${to} .`);

/** The pattern from the root down to the nodes of one level (0: the root's children), binding ?parent and ?child. */
const levelBranch = (root: string, levels: Level[], depth: number) => {
  const node = (k: number) => (k === depth + 1 ? '?child' : k === 0 ? sparqlIri(root) : k === depth ? '?parent' : `?n${k}`);
  const steps = levels.slice(0, depth + 1).map((level, k) => step(node(k), level, node(k + 1))).join(' ');
  return depth === 0 ? `${steps} BIND(${sparqlIri(root)} AS ?parent)` : steps;
};

/**
 * Every node below the root with its parent, one branch per level, and the facts of the root and of
 * each node above the last level (rows ?parent ?child ?p ?o; ?parent unbound for the root, ?p for a
 * node without facts). The last level's nodes are the dimension's values where the hierarchy ends
 * in them: the components describe those already, and the others are cut (hierarchyTrees), so their
 * facts, most of the answer (2,200 municipalities in four languages), are not asked twice.
 */
const nodesQuery = (root: string, levels: Level[], locale: Locale) => {
  const branches = [`{ BIND(${sparqlIri(root)} AS ?child) }`, ...levels.map((_, depth) => `{ ${levelBranch(root, levels, depth)} }`)];
  const last = levels.length ? branches.pop() : undefined;
  return `${PREFIXES}
SELECT ?parent ?child ?p ?o WHERE {
  {
    ${branches.join('\n    UNION ')}
    OPTIONAL { ${valueFactsPattern('?child', locale)} }
  }${last ? `\n  UNION ${last}` : ''}
}`;
};

const levelsOf = (row: SparqlRow): Level[] => {
  const levels: Level[] = [];
  for (let depth = 1; depth <= MAX_LEVELS; depth++) {
    const path = row[`p${depth}`]?.value ?? row[`i${depth}`]?.value;
    if (!path) break;
    levels.push({ path, inverse: !row[`p${depth}`], name: row[`n${depth}`]?.value });
  }
  return levels;
};

/** How the caller describes a node from its facts (rows ?p ?o by IRI). */
export type Describe = (facts: Map<string, SparqlRow[]>) => (iri: string) => DimensionValue;

/**
 * The nodes of one dimension's hierarchy as read: its root, the children of each node, their labels,
 * and the nodes without facts in the answer (those of the last level): `describe` takes their facts
 * from the caller's.
 */
export type LoadedHierarchy = {
  root: string;
  children: Map<string, string[]>;
  describe: (iri: string) => DimensionValue;
  withoutFacts: string[];
  /** The name of each level by depth (none for the root's). */
  levelNames: (string | undefined)[];
};

/** The root and the levels below it of one dimension's hierarchy. */
export type HierarchyStructure = { root: string; levels: Level[] };

/**
 * The structure of each hierarchy of the cube's dimensions by dimension path (a dimension with
 * several hierarchies: the first by root IRI); with a locale, the levels' names in it.
 */
export const loadHierarchyStructures = async (client: SparqlClient, cubeIri: string, locale?: Locale): Promise<Map<string, HierarchyStructure>> =>
  new Map(
    [...groupBy(await client.select(structureQuery(cubeIri, locale)), 'path')].map(([path, rows]) => {
      const [row] = [...rows].sort((a, b) => a.root!.value.localeCompare(b.root!.value));
      return [path, { root: row.root!.value, levels: levelsOf(row) }];
    }),
  );

/**
 * The pattern from the root down to `leaf`, a node of the last level, binding `node` to the node
 * at `depth` above it (0: the root): each level's path one step, as the tree was read.
 */
export const ancestorPattern = ({ root, levels }: HierarchyStructure, depth: number, node: string, leaf: string) => {
  const name = (k: number) => (k === levels.length ? leaf : k === depth ? node : k === 0 ? sparqlIri(root) : `?h${k}`);
  const steps = levels.map((level, k) => step(name(k), level, name(k + 1))).join(' ');
  return depth === 0 ? `VALUES ${node} { ${sparqlIri(root)} } ${steps}` : steps;
};

/**
 * The hierarchies of the cube's dimensions by dimension path, for those whose shape has
 * meta:inHierarchy. Needs neither component ids nor values: it runs beside the components' queries.
 * The nodes are asked once `after` is settled too: beside the components' second round, not in a
 * round of their own between it and the first.
 */
export const loadHierarchies = async (
  client: SparqlClient,
  request: { cubeIri: string; locale: Locale; describe: Describe; after?: Promise<unknown> },
): Promise<Map<string, LoadedHierarchy>> => {
  const [structures] = await Promise.all([loadHierarchyStructures(client, request.cubeIri, request.locale), request.after]);
  const loaded = await Promise.all(
    [...structures].map(async ([path, { root, levels }]): Promise<[string, LoadedHierarchy]> => {
      const nodes = await client.select(nodesQuery(root, levels, request.locale));
      const children = new Map<string, Set<string>>();
      const facts = new Map<string, SparqlRow[]>();
      const seen = new Set<string>();
      for (const { parent, child, p, o } of nodes) {
        if (parent) children.set(parent.value, (children.get(parent.value) ?? new Set()).add(child!.value));
        // A node reached from two parents (or on two levels) comes with its facts each time.
        const fact = p && `${child!.value}\n${p.value}\n${o!.value}\n${o!['xml:lang'] ?? ''}`;
        if (!fact || seen.has(fact)) continue;
        seen.add(fact);
        facts.set(child!.value, [...(facts.get(child!.value) ?? []), { p, o }]);
      }
      const withoutFacts = [...new Set(nodes.filter((n) => !facts.has(n.child!.value)).map((n) => n.child!.value))];
      return [path, { root, children: new Map([...children].map(([parent, kids]) => [parent, [...kids]])), describe: request.describe(facts), withoutFacts, levelNames: [undefined, ...levels.map((l) => l.name)] }];
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
  for (const [path, { root, children, describe, levelNames }] of loaded) {
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
      const levelName = levelNames[depth];
      return { ...node, dimensionId: request.idOf(path), depth, hasValue, ...(levelName && { levelName }), ...(kids.length && { children: kids }) };
    };
    const tree = build(root, 0);
    if (tree) trees.set(request.idOf(path), [tree]);
  }
  return trees;
};
