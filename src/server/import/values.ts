/**
 * Cell → RDF term, per column: literals typed by datatype or time unit, coded cells mapped to
 * value IRIs that collect their labels, position and coordinates on the way.
 */
import countries from 'i18n-iso-countries';
import { slug } from '../../domain/text';
import { LANGUAGES, type Column, type Hierarchy, type LocalizedText, type TimeUnit, type Values } from './description';
import { iri, ns, plain, typed, type Term } from './rdf';
import { field, type Row } from './table';

/** A value IRI of a coded column, with what the importer writes about it. */
export type ValueResource = {
  iri: string;
  code: string;
  names: Partial<LocalizedText>;
  position?: number;
  latitude?: number;
  longitude?: number;
};

/** A node of a hierarchy above the column's values: the root or a level's node. */
export type HierarchyNode = { iri: string; names: LocalizedText };

/** A column's hierarchy as its rows give it: the root IRI, the nodes above the values that rows reach, each node's children by IRI. */
export type MappedHierarchy = { root: string; nodes: HierarchyNode[]; children: Map<string, string[]> };

/** A column mapped over every row: one term per row (undefined when missing) and its value IRIs. */
export type MappedColumn = {
  column: Column;
  cells: (Term | undefined)[];
  /** Coded columns only, in sh:in order (list order, else first appearance). */
  resources: ValueResource[];
  hierarchy?: MappedHierarchy;
};

export class ValueError extends Error {}

export const TIME_DATATYPES: Record<TimeUnit, string> = {
  year: `${ns.xsd}gYear`,
  month: `${ns.xsd}gYearMonth`,
  day: `${ns.xsd}date`,
};
const TIME_LENGTHS: Record<TimeUnit, number> = { year: 4, month: 7, day: 10 };

export const datatypeOf = (column: Column): string | undefined =>
  column.temporal ? TIME_DATATYPES[column.temporal] : column.datatype && `${ns.xsd}${column.datatype}`;

export const isMissing = (cell: unknown) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '') || Number.isNaN(cell);

/** A code is never empty: "_" for a text without letters or digits. */
export const CODE_SLUG = { empty: '_' };

/** A date, a date-time, a year or an epoch-milliseconds number truncated to the time unit. */
export const truncateTime = (cell: unknown, unit: TimeUnit): string | undefined => {
  const length = TIME_LENGTHS[unit];
  if (typeof cell === 'number') {
    if (Number.isInteger(cell) && cell >= 0 && cell <= 9999 && unit === 'year') return String(cell).padStart(4, '0');
    // Larger numbers are epoch milliseconds (USGS event times), read in UTC.
    return cell > 9999 ? new Date(cell).toISOString().slice(0, length) : undefined;
  }
  const match = /^\d{4}(-\d{2}(-\d{2})?)?/.exec(String(cell).trim());
  return match && match[0].length >= length ? match[0].slice(0, length) : undefined;
};

/** xsd:decimal has no exponent form, so small and huge numbers are written out in full. */
export const decimalLexical = (value: number) => {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
};

const literalOf = (column: Column, cell: unknown): Term => {
  const fail = () => new ValueError(`column "${column.id}": cannot read ${JSON.stringify(cell)} as ${column.temporal ?? column.datatype}`);
  if (column.temporal) {
    const value = truncateTime(cell, column.temporal);
    if (!value) throw fail();
    return typed(value, TIME_DATATYPES[column.temporal]);
  }
  if (column.datatype === 'string') return plain(String(cell));
  const number = typeof cell === 'number' ? cell : Number(String(cell).trim());
  if (!Number.isFinite(number)) throw fail();
  if (column.datatype === 'integer') {
    if (!Number.isInteger(number)) throw fail();
    return typed(String(number), `${ns.xsd}integer`);
  }
  return typed(decimalLexical(number), `${ns.xsd}decimal`);
};

/** The class index of a number: how many bin edges lie at or below it. */
export const binOf = (edges: number[], value: number) => edges.filter((edge) => value >= edge).length;

const names = (values: Values, code: string, row: Row): Partial<LocalizedText> => {
  if (values.names === 'iso-country') {
    return Object.fromEntries(LANGUAGES.map((l) => [l, countries.getName(code, l)]));
  }
  if (values.label) return { [values.label.language]: String(field(row, values.label.path)) };
  return {};
};

type ListEntry = NonNullable<Values['list']>[number];

/** The code of a list entry: its own, else a slug of its cell. */
const entryCode = (entry: ListEntry) => entry.code ?? slug(String(entry.value), CODE_SLUG);

const iriOf = (template: string, code: string) => template.replaceAll('{code}', encodeURIComponent(code));

const codeOf = (column: Column, values: Values, raw: string): { code: string; entry?: ListEntry; index?: number } => {
  if (values.list) {
    const index = values.list.findIndex((entry) => String(entry.value) === raw);
    if (index < 0) throw new ValueError(`column "${column.id}": value ${JSON.stringify(raw)} is not in values.list`);
    const entry = values.list[index];
    return { code: entryCode(entry), entry, index };
  }
  const alias = values.aliases?.[raw];
  if (alias) return { code: alias };
  if (values.code === 'slug') return { code: slug(raw, CODE_SLUG) };
  const code = countries.getAlpha3Code(raw, 'en');
  if (!code) throw new ValueError(`column "${column.id}": no ISO country code for ${JSON.stringify(raw)} (add it to values.aliases)`);
  return { code };
};

const codedMapper = (column: Column, values: Values) => {
  const resources = new Map<string, ValueResource>();
  const map = (cell: unknown, row: Row): Term => {
    const raw = column.bins ? String(binOf(column.bins, Number(cell))) : String(cell).trim();
    const { code, entry, index } = codeOf(column, values, raw);
    const valueIri = iriOf(values.iri, code);
    if (!resources.has(valueIri)) {
      const resource: ValueResource = { iri: valueIri, code, names: entry?.name ?? names(values, code, row) };
      if (index !== undefined && column.scale === 'ordinal') resource.position = index;
      if (values.coordinates) {
        resource.latitude = Number(field(row, values.coordinates.latitude));
        resource.longitude = Number(field(row, values.coordinates.longitude));
      }
      resources.set(valueIri, resource);
    }
    return iri(valueIri);
  };
  const ordered = () =>
    values.list ? [...resources.values()].sort((a, b) => (a.position ?? listIndex(a)) - (b.position ?? listIndex(b))) : [...resources.values()];
  const listIndex = (resource: ValueResource) => values.list!.findIndex((entry) => entryCode(entry) === resource.code);
  return { map, ordered };
};

/**
 * Follows each row from the root down the hierarchy's levels to the row's value. The result is a
 * tree: a node has one parent, and an IRI stays on one level (else the importer stops).
 */
const hierarchyMapper = (column: Column, values: Values, hierarchy: Hierarchy) => {
  const fail = (message: string) => new ValueError(`column "${column.id}": ${message}`);
  const root: HierarchyNode = { iri: iriOf(hierarchy.root.iri ?? values.iri, hierarchy.root.code), names: hierarchy.root.name };
  const nodes = new Map([[root.iri, root]]);
  const depths = new Map([[root.iri, 0]]);
  const parents = new Map<string, string>();
  const place = (node: string, depth: number, parent: string) => {
    const known = depths.get(node) ?? depth;
    if (known !== depth) throw fail(`${node} is on two levels of the hierarchy (${Math.min(known, depth)} and ${Math.max(known, depth)}, the root being 0)`);
    const before = parents.get(node) ?? parent;
    if (before !== parent) throw fail(`${node} has two parents in the hierarchy: ${before} and ${parent}`);
    depths.set(node, depth);
    parents.set(node, parent);
  };
  const add = (row: Row, rowNumber: number, value: string) => {
    let parent = root.iri;
    hierarchy.levels.forEach((level, i) => {
      const cell = field(row, level.path);
      if (isMissing(cell)) throw fail(`row ${rowNumber} has no "${level.path}" for hierarchy level ${i + 1}`);
      const entry = level.list.find((e) => String(e.value) === String(cell).trim());
      if (!entry) throw fail(`row ${rowNumber}: ${JSON.stringify(cell)} in "${level.path}" is not in the list of hierarchy level ${i + 1}`);
      const node: HierarchyNode = { iri: iriOf(level.iri ?? values.iri, entryCode(entry)), names: entry.name };
      place(node.iri, i + 1, parent);
      nodes.set(node.iri, node);
      parent = node.iri;
    });
    place(value, hierarchy.levels.length + 1, parent);
  };
  const result = (): MappedHierarchy => {
    const children = new Map<string, string[]>();
    for (const [child, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), child]);
    return { root: root.iri, nodes: [...nodes.values()], children };
  };
  return { add, result };
};

/** Maps one column over the rows. Missing cells are allowed except in key columns. */
export const mapColumn = (column: Column, rows: Row[]): MappedColumn => {
  const coded = column.values && codedMapper(column, column.values);
  const hierarchy = column.values?.hierarchy && hierarchyMapper(column, column.values, column.values.hierarchy);
  const cells = rows.map((row, i) => {
    const cell = field(row, column.path);
    if (isMissing(cell)) {
      if (column.kind === 'key') throw new ValueError(`column "${column.id}": row ${i + 1} has no value, but keys cannot be missing`);
      return undefined;
    }
    if (!coded) return literalOf(column, cell);
    const value = coded.map(cell, row);
    hierarchy?.add(row, i + 1, value.value);
    return value;
  });
  return { column, cells, resources: coded ? coded.ordered() : [], ...(hierarchy && { hierarchy: hierarchy.result() }) };
};
