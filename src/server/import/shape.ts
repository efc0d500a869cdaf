/**
 * The observation constraint: a closed sh:NodeShape with one blank-node property shape per
 * column, as cube-link and visualize read them (kind, scale, datatype and range, sh:in, unit,
 * data kind, hierarchy, and sh:or with cube:Undefined where a column has missing values).
 */
import type { Column, LocalizedText, TimeUnit } from './description';
import { LANGUAGES } from './description';
import { blank, each, integer, iri, langString, list, ns, term, typed, type PredicateObject, type RdfObject, type Statement, type Term } from './rdf';
import { datatypeOf, type MappedColumn } from './values';

const SCALES: Record<Column['scale'], string> = {
  nominal: 'qudt:NominalScale',
  ordinal: 'qudt:OrdinalScale',
  interval: 'qudt:IntervalScale',
  ratio: 'qudt:RatioScale',
};
const KINDS: Partial<Record<Column['kind'], string>> = { key: 'cube:KeyDimension', measure: 'cube:MeasureDimension' };
const TIME_UNIT_TYPES: Record<TimeUnit, string> = { year: 'time:unitYear', month: 'time:unitMonth', day: 'time:unitDay' };

export const UNDEFINED = typed('', ns.cube + 'Undefined');

type NamedTerm = ReturnType<typeof term>;
/** The tables above hold prefixed names; term() checks the prefix only by type. */
const curie = (value: string) => term(value as `rdf:${string}`);

/** Smallest and largest literal: numbers compare as numbers, ISO dates and years as text. */
export const literalRange = (terms: Term[], numeric: boolean): [Term, Term] | undefined => {
  if (!terms.length) return undefined;
  const key = (t: Term) => (numeric ? Number(t.value) : t.value);
  let [min, max] = [terms[0], terms[0]];
  for (const t of terms) {
    if (key(t) < key(min)) min = t;
    if (key(t) > key(max)) max = t;
  }
  return [min, max];
};

const dataKind = (column: Column): PredicateObject[] => {
  if (column.temporal) {
    const kind = blank([term('rdf:type'), term('time:GeneralDateTimeDescription')], [term('time:unitType'), curie(TIME_UNIT_TYPES[column.temporal])]);
    return [[term('meta:dataKind'), kind]];
  }
  if (column.geo === 'shapes') return [[term('meta:dataKind'), blank([term('rdf:type'), term('schema:GeoShape')])]];
  if (column.geo === 'coordinates') return [[term('meta:dataKind'), blank([term('rdf:type'), term('schema:GeoCoordinates')])]];
  return [];
};

/** What values may be: an sh:in list of IRIs, or a datatype with its range; with sh:or when some are missing. */
const valueConstraint = ({ column, cells, resources }: MappedColumn): PredicateObject[] => {
  const present = cells.filter((c): c is Term => c !== undefined);
  let constraint: PredicateObject[];
  if (column.values) {
    constraint = [[term('sh:in'), list(resources.map((r) => iri(r.iri)))]];
  } else {
    const datatype = datatypeOf(column)!;
    const range = datatype.endsWith('string') ? undefined : literalRange(present, !column.temporal);
    constraint = [[term('sh:datatype'), iri(datatype)]];
    if (range) constraint.push([term('sh:minInclusive'), range[0]], [term('sh:maxInclusive'), range[1]]);
  }
  const nodeKind: PredicateObject = [term('sh:nodeKind'), column.values ? term('sh:IRI') : term('sh:Literal')];
  if (present.length === cells.length) return [nodeKind, ...constraint];
  const undefinedValue = blank([term('sh:datatype'), term('cube:Undefined')], [term('sh:in'), list([UNDEFINED])]);
  // A coded column with gaps keeps its sh:nodeKind inside the alternative: the gap is a literal.
  return column.values
    ? [[term('sh:or'), list([blank(nodeKind, ...constraint), undefinedValue])]]
    : [nodeKind, [term('sh:or'), list([blank(...constraint), undefinedValue])]];
};

const names = (text: LocalizedText, predicate = term('schema:name')) => LANGUAGES.map((l): PredicateObject => [predicate, langString(text[l], l)]);

/**
 * meta:inHierarchy as LINDAS writes it: the hierarchy's name and root, then one nested
 * meta:nextInHierarchy per level down to the column's values, each a schema:containsPlace step.
 */
const inHierarchy = ({ column, hierarchy }: MappedColumn): PredicateObject[] => {
  const declared = column.values?.hierarchy;
  if (!declared || !hierarchy) return [];
  const next = [...declared.levels.map((level) => level.name), declared.leafLevelName].reduceRight<PredicateObject[]>(
    (below, name) => [[term('meta:nextInHierarchy'), blank(...names(name), [term('sh:path'), term('schema:containsPlace')], ...below)]],
    [],
  );
  const root: PredicateObject = [term('meta:hierarchyRoot'), iri(hierarchy.root)];
  return [[term('meta:inHierarchy'), blank([term('rdf:type'), term('meta:Hierarchy')], ...names(declared.name), root, ...next)]];
};

/** The property shape of one column; `order` is its sh:order. */
export const propertyShape = (mapped: MappedColumn, path: string, order: number): RdfObject => {
  const { column } = mapped;
  const kind = KINDS[column.kind];
  const pairs: PredicateObject[] = [
    ...(kind ? [[term('rdf:type'), curie(kind)] as PredicateObject] : []),
    [term('sh:path'), iri(path)],
    ...names(column.name),
    ...(column.description ? names(column.description, term('schema:description')) : []),
    [term('sh:order'), integer(order)],
    [term('sh:minCount'), integer(1)],
    [term('sh:maxCount'), integer(1)],
    [term('qudt:scaleType'), curie(SCALES[column.scale])],
    ...(column.unit ? [[term('qudt:hasUnit'), iri(column.unit.iri)] as PredicateObject] : []),
    ...valueConstraint(mapped),
    ...dataKind(column),
    ...inHierarchy(mapped),
  ];
  return blank(...pairs);
};

export type ShapeInput = { shapeIri: string; observer: string; columns: { mapped: MappedColumn; path: string }[] };

/** The closed node shape: rdf:type and cube:observedBy first, then each column in order. */
export const constraintStatements = ({ shapeIri, observer, columns }: ShapeInput): Statement[] => {
  const shape = iri(shapeIri);
  const fixed = (path: NamedTerm, value: Term) =>
    blank(
      [term('sh:path'), path],
      [term('sh:nodeKind'), term('sh:IRI')],
      [term('sh:minCount'), integer(1)],
      [term('sh:maxCount'), integer(1)],
      [term('sh:in'), list([value])],
    );
  return [
    ...each(shape, term('rdf:type'), [term('sh:NodeShape'), term('cube:Constraint')]),
    [shape, term('sh:closed'), typed('true', ns.xsd + 'boolean')],
    ...each(shape, term('sh:property'), [
      fixed(term('rdf:type'), term('cube:Observation')),
      fixed(term('cube:observedBy'), iri(observer)),
      ...columns.map(({ mapped, path }, i) => propertyShape(mapped, path, i + 1)),
    ]),
  ];
};
