/** Vocabulary, SPARQL term writing and locale-aware label choice shared by the cube queries. */
import { LOCALES, type Locale } from '../../domain/data';
import type { SparqlRow, SparqlTerm } from './sparql';
import { isIri } from '../../domain/text';
import { ns } from '../vocabulary';

export { ns };

export const PREFIXES = Object.entries(ns)
  .map(([prefix, iri]) => `PREFIX ${prefix}: <${iri}>`)
  .join('\n');

/** The datatype of a missing value in an observation: `""^^cube:Undefined`. */
export const CUBE_UNDEFINED = `${ns.cube}Undefined`;

/**
 * The facts of a dimension value (or unit) read for its label, position and the rest, as a SPARQL
 * IN list; geo:hasGeometry tells whether the source has a shape for the value (components.ts).
 */
export const VALUE_FACTS =
  'schema:name, rdfs:label, schema:position, schema:alternateName, schema:identifier, schema:description, schema:color, schema:latitude, schema:longitude, qudt:symbol, schema:sameAs, geo:hasGeometry';

/**
 * The pattern binding ?p ?o (or the variables given) to the VALUE_FACTS of `subject`, with only the
 * texts pickByLocale can choose: those in the locale where the fact has one (and untagged ones), else
 * every language. The same labels as all texts give, in a quarter of the rows for values labelled in
 * four languages.
 */
export const valueFactsPattern = (subject: string, locale: Locale, [p, o] = ['?p', '?o']) => `${subject} ${p} ${o} .
    FILTER(${p} IN (${VALUE_FACTS}))
    FILTER(!isLiteral(${o}) || lang(${o}) = "" || lcase(lang(${o})) = "${locale}" || NOT EXISTS { ${subject} ${p} ?other . FILTER(isLiteral(?other) && lcase(lang(?other)) = "${locale}") })`;

export const PUBLISHED = 'https://ld.admin.ch/vocabulary/CreativeWorkStatus/Published';
export const DRAFT = 'https://ld.admin.ch/vocabulary/CreativeWorkStatus/Draft';
export const VISUALIZE_APPLICATION = 'https://ld.admin.ch/application/visualize';

export const sparqlIri = (value: string) => {
  if (!isIri(value)) throw new Error(`Not a valid IRI: ${JSON.stringify(value)}`);
  return `<${value}>`;
};

/** A SPARQL string literal with every character that could end it escaped. */
export const sparqlString = (value: string) =>
  `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;

/** The value of a term as it travels in a filter: the IRI, or the literal in its lexical form with its datatype. */
export const sparqlTerm = (term: Pick<SparqlTerm, 'type' | 'value' | 'datatype'>) =>
  term.type === 'uri'
    ? sparqlIri(term.value)
    : term.datatype
      ? `${sparqlString(term.value)}^^${sparqlIri(term.datatype)}`
      : sparqlString(term.value);

/** Locale fallback: the requested locale, then de → fr → it → en → any other language. */
export const localeFallback = (locale: Locale): string[] => [
  locale,
  ...LOCALES.filter((l) => l !== locale),
];

/** Picks the best label among language-tagged literals (untagged ones rank after the four locales). */
export const pickByLocale = (terms: (SparqlTerm | undefined)[], locale: Locale): string | undefined => {
  const order = localeFallback(locale);
  let best: SparqlTerm | undefined;
  let bestRank = Infinity;
  for (const term of terms) {
    if (!term) continue;
    const lang = term['xml:lang'] ?? '';
    const at = order.indexOf(lang.toLowerCase());
    const rank = at >= 0 ? at : lang === '' ? order.length : order.length + 1;
    // Ties keep the smallest text so the choice does not depend on the engine's row order.
    if (rank < bestRank || (rank === bestRank && best && term.value < best.value)) {
      best = term;
      bestRank = rank;
    }
  }
  return best?.value;
};

/** Groups rows by the value of one variable, keeping the first-seen order of the keys. */
export const groupBy = (rows: SparqlRow[], variable: string): Map<string, SparqlRow[]> => {
  const groups = new Map<string, SparqlRow[]>();
  for (const row of rows) {
    const key = row[variable]?.value;
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
};

/** Distinct values of one variable across rows. */
export const valuesOf = (rows: SparqlRow[], variable: string): SparqlTerm[] => {
  const seen = new Map<string, SparqlTerm>();
  for (const row of rows) {
    const term = row[variable];
    if (term && !seen.has(term.value)) seen.set(term.value, term);
  }
  return [...seen.values()];
};

const NUMERIC_TYPES = ['integer', 'decimal', 'double', 'float', 'int', 'long', 'short', 'byte', 'nonNegativeInteger', 'positiveInteger', 'negativeInteger', 'nonPositiveInteger', 'unsignedInt', 'unsignedLong', 'unsignedShort', 'unsignedByte'].map(
  (t) => ns.xsd + t,
);
export const isNumericDatatype = (datatype: string | undefined) => !!datatype && NUMERIC_TYPES.includes(datatype);

/** Slices of one query's VALUES asked at once: one round trip for most cubes (2,400 values: the 2,200 municipalities of the 10⁶ bench cube), not one per slice. */
export const BATCHES_AT_ONCE = 8;

/**
 * Runs `fn` over slices of at most `size` items, BATCHES_AT_ONCE at a time, and returns the
 * results in the items' order: keeps VALUES blocks of a query to a size every engine takes.
 */
export const inBatches = async <T, R>(items: T[], size: number, fn: (batch: T[]) => Promise<R[]>): Promise<R[]> => {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  const out: R[][] = [];
  for (let i = 0; i < batches.length; i += BATCHES_AT_ONCE) out.push(...(await Promise.all(batches.slice(i, i + BATCHES_AT_ONCE).map(fn))));
  return out.flat();
};
