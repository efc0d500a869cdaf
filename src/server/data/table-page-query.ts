/**
 * The SPARQL of a table paged on the server (issue 32, domain/charts/table/page.ts): the
 * observations of one page sorted, searched and cut in the query (ORDER BY, FILTER, LIMIT/OFFSET),
 * their columns by a second query (VALUES of the page's observations), and the counts of the rows
 * found and of all rows under the filters. Sorted first by a key dimension whose values are known
 * (IRIs with labels, literals of a datatype: years, dates, codes), the page is picked among the rows
 * of the few values that hold it, known from the rows of each value (rankWindow); sorted first by a
 * measure, among those of the range of numbers that holds it (valueWindow).
 *
 * Sorting: IRI values, and the literals of the dimension that picks the window, by their rank as
 * the browser sorts them (browse/preview-sort.ts: years and numbers by value, others by position,
 * else label or text), given to the query as VALUES; other numbers by value, other literals by
 * their text; missing values last either way, ties in observation order.
 * Search: every word in some searched column, in any case. IRI values match by their label, which
 * the server knows: the query names the values that match (IN), so no label is joined per row;
 * so are the values of a literal key dimension (namedValues); other literals match by their text
 * (CONTAINS on LCASE), the word escaped as a SPARQL string.
 */
import { compareKeys, sortKey } from '../../domain/browse/preview-sort';
import type { ColumnSort } from '../../domain/charts/table/sorting';
import { isMeasure, parseComponentId, type Component, type Filters, type Locale } from '../../domain/data';
import { formatComponentValue } from '../../domain/format';
import { filterClauses, storedTerm, termKey, valueIsIri } from './observation-filters';
import { CUBE_UNDEFINED, isNumericDatatype, PREFIXES, sparqlIri, sparqlString, sparqlTerm } from './rdf';
import type { SparqlTerm } from './sparql';

export type TablePageSelect = {
  cubeIri: string;
  /** The columns answered, ?c0 … in this order. */
  selected: Component[];
  /** The columns searched (each word in one of them at least). */
  searched: Component[];
  sorting: { component: Component; sortingOrder: ColumnSort['sortingOrder'] }[];
  /** Filters resolved (no 'most recent'), on these components. */
  filters: Filters;
  filtered: Component[];
  words: string[];
  locale: Locale;
  offset: number;
  limit: number;
  /**
   * The rows of the first sort column that hold the page, and the rows before them: its values
   * (termKey; a ranked key dimension, rankWindow), a range of its numbers (valueWindow), or its missing values.
   */
  window?: { values: Set<string>; skipped: number } | { between: [string, string]; skipped: number } | { missing: true; skipped: number };
};

/** Whether the column's values are IRIs with known labels (ranked and searched by label). */
const labelled = (component: Component) => valueIsIri(component) && component.values.length > 0 && !isMeasure(component);

/**
 * Whether every value the column's rows hold is known, so that its values pick a window (rankWindow)
 * and a search names them (IN): IRIs with labels, or the literals of a key dimension whose shape
 * states its datatype, taken as cube-link has it: every observation holds a literal of that
 * datatype, in the lexical form the components read from the same source (as filters take it).
 */
const ranked = (component: Component) =>
  labelled(component) || (component.isKeyDimension && !isMeasure(component) && !!component.dataType && component.values.length > 0);

/** A value as a row holds it (observations.ts, observationColumns): an IRI's label, a literal's number or text. */
const shown = (component: Component, value: Component['values'][number]) =>
  labelled(component) ? value.label : component.isNumerical ? Number(value.value) : String(value.value);

/**
 * Each value of a ranked column: the term the observations hold (`key`: termKey, as the counts of
 * tableValueCountsQuery are keyed; `term`: in SPARQL) and its rank in the sort's direction as the
 * browser sorts the column (browse/preview-sort.ts: years and numbers by value, others by position,
 * else text), by rank. Equal keys have equal ranks; values of no key (a date that is none) rank
 * last in either direction, as missing values sort in the browser.
 */
const ranks = (component: Component, direction: ColumnSort['sortingOrder']) => {
  const key = sortKey(component);
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = component.values
    .map((v) => ({ stored: storedTerm(component, v.value), key: key(shown(component, v)) }))
    .sort((a, b) => compareKeys(a.key, b.key, sign));
  let rank = -1;
  return keyed.map((v, i) => {
    if (i === 0 || compareKeys(keyed[i - 1].key, v.key, sign) !== 0) rank++;
    return { key: termKey(v.stored), term: sparqlTerm(v.stored), rank };
  });
};

/** The ranks as VALUES rows, of the given values (termKey) only when `only` is given. */
const rankRows = (component: Component, direction: ColumnSort['sortingOrder'], only?: Set<string>) =>
  ranks(component, direction)
    .filter((v) => !only || only.has(v.key))
    .map((v) => ({ term: v.term, row: `(${v.term} ${v.rank})` }));

/**
 * The values of a ranked key dimension, sorted first, whose rows hold the page: those of the ranks
 * from the one at `offset` to the one at offset + limit, given each value's rows
 * (tableValueCountsQuery, keyed by termKey: a literal is its lexical form and datatype, so one
 * lexical form of two datatypes is two values), and the rows of the ranks before them. The page
 * is then the rows of these values alone, from offset − skipped: a sort of a few thousand rows
 * instead of a whole cube's, and never past the rows an engine sorts for a LIMIT unless one value
 * holds more.
 */
export const rankWindow = (component: Component, counts: Map<string, number>, direction: ColumnSort['sortingOrder'], offset: number, limit: number) => {
  const byRank = new Map<number, string[]>();
  for (const { key, rank } of ranks(component, direction)) byRank.set(rank, [...(byRank.get(rank) ?? []), key]);
  const values = new Set<string>();
  let skipped = 0;
  let rows = 0;
  for (const keys of byRank.values()) {
    if (rows >= offset + limit) break;
    const n = keys.reduce((sum, key) => sum + (counts.get(key) ?? 0), 0);
    if (rows + n <= offset) skipped += n;
    // Values without rows hold no row of the page: left out, a window of one value sorts nothing.
    else for (const key of keys) if (counts.get(key)) values.add(key);
    rows += n;
  }
  return { values, skipped };
};

/** At most this many distinct values make a value window; a measure with more is sorted whole (tablePageQuery). */
export const VALUE_WINDOW_MAX = 10_000;

/**
 * The numbers of a measure sorted first whose rows hold the page, given each value's rows
 * (tableValueCountsQuery; an unbound or cube:Undefined value counts the missing rows):
 * - `between`: the range from the number at `offset` to the one at offset + limit in the sort's
 *   direction, and `skipped`, the rows before it;
 * - `bound`: the rows with a number, which come first either way; `missing`: the others.
 * The page is then the rows of this range from offset − skipped and, past `bound`, the missing
 * ones: no expression is in an ORDER BY and no engine sorts more than a few runs of equal values
 * (Virtuoso took 2 to 6 s per page sorting a million rows by value and observation IRI, 20 ms
 * sorting a range). Undefined where a value is no number of a numeric datatype (a date): the
 * column is then sorted whole.
 */
export const valueWindow = (counts: { term?: SparqlTerm; count: number }[], direction: ColumnSort['sortingOrder'], offset: number, limit: number) => {
  const byNumber = new Map<number, { term: SparqlTerm; count: number }>();
  let missing = 0;
  for (const { term, count } of counts) {
    if (!term || term.datatype === CUBE_UNDEFINED) {
      missing += count;
      continue;
    }
    const n = Number(term.value);
    // Numbers of a numeric datatype only: those compare as numbers in FILTER and ORDER BY.
    if (!isNumericDatatype(term.datatype) || !Number.isFinite(n)) return undefined;
    // Equal numbers of other forms (1, 1.0) are one value, as they are in ORDER BY and FILTER.
    const same = byNumber.get(n);
    byNumber.set(n, { term: same?.term ?? term, count: (same?.count ?? 0) + count });
  }
  const sorted = [...byNumber].sort(([a], [b]) => (direction === 'desc' ? b - a : a - b)).map(([, v]) => v);
  const bound = sorted.reduce((sum, v) => sum + v.count, 0);
  const inside: SparqlTerm[] = [];
  let skipped = 0;
  let rows = 0;
  for (const { term, count } of sorted) {
    if (rows >= offset + limit) break;
    if (rows + count <= offset) skipped += count;
    else inside.push(term);
    rows += count;
  }
  const ends = inside.length ? [inside[0], inside[inside.length - 1]].map(sparqlTerm) : undefined;
  const between = ends && ((direction === 'desc' ? [ends[1], ends[0]] : ends) as [string, string]);
  return { between, skipped, bound, missing };
};

class Variables {
  private readonly all: Component[] = [];
  constructor(first: Component[]) {
    for (const c of first) this.of(c);
  }
  of(c: Component) {
    if (!this.all.includes(c)) this.all.push(c);
    return `?c${this.all.indexOf(c)}`;
  }
  get components() {
    return [...this.all];
  }
}

const triple = (variable: string, c: Component) => `?observation ${sparqlIri(parseComponentId(c.id).componentIri)} ${variable} .`;

/**
 * The patterns of the observations under the filters, with each of `also` bound (key dimensions) or
 * left unbound where missing. `rankedValues`: key dimensions whose values come with their ranks
 * (VALUES), written before the observations as filters are: the engine then reads the observations
 * by value instead of joining each row with every ranked value.
 */
const wherePatterns = (s: Pick<TablePageSelect, 'cubeIri' | 'filters' | 'filtered'>, vars: Variables, also: Component[], rankedValues = new Map<Component, string>()) => {
  const filtered = s.filtered.map((c) => `${filterClauses(vars.of(c), c, s.filters[c.id])}\n  ${triple(vars.of(c), c)}`);
  const rankedPatterns = [...rankedValues].map(([c, values]) => `${values}\n  ${triple(vars.of(c), c)}`);
  const rest = also.filter((c) => !s.filtered.includes(c) && !rankedValues.has(c));
  return [
    ...filtered,
    ...rankedPatterns,
    `${sparqlIri(s.cubeIri)} cube:observationSet/cube:observation ?observation .`,
    ...rest.filter((c) => c.isKeyDimension).map((c) => triple(vars.of(c), c)),
    ...rest.filter((c) => !c.isKeyDimension).map((c) => `OPTIONAL { ${triple(vars.of(c), c)} }`),
  ];
};

/**
 * The values a search names instead of testing each row's text, with the text a row shows for
 * each: the labels of a labelled column's IRIs, and the values of a literal key dimension of a
 * datatype (its observed values are all known), formatted as the browser formats a row's value.
 * A FILTER of CONTAINS on a million rows' years took Virtuoso 2 s, one of IN 20 ms.
 */
const namedValues = (c: Component, locale: Locale) =>
  ranked(c) ? c.values.map((v) => ({ term: sparqlTerm(storedTerm(c, v.value)), text: formatComponentValue(c, shown(c, v), locale) })) : undefined;

/** The search's FILTER of one word: some searched column says it. */
const wordFilter = (word: string, searched: Component[], vars: Variables, locale: Locale) => {
  const tests = searched.flatMap((c) => {
    const variable = vars.of(c);
    const named = namedValues(c, locale);
    if (!named) return [`CONTAINS(LCASE(STR(${variable})), ${sparqlString(word)})`];
    const says = (v: (typeof named)[number]) => v.text.toLowerCase().includes(word);
    const matching = named.filter(says);
    if (!matching.length) return [];
    // Every value matches on a column every row has: the word is found in every row.
    if (matching.length === named.length && c.isKeyDimension) return ['true'];
    // Name the shorter list: the values that match, or (on a key dimension) those that do not.
    if (c.isKeyDimension && matching.length > named.length / 2) {
      return [`${variable} NOT IN (${named
        .filter((v) => !says(v))
        .map((v) => v.term)
        .join(', ')})`];
    }
    return [`${variable} IN (${matching.map((v) => v.term).join(', ')})`];
  });
  if (tests.includes('true')) return undefined;
  return `FILTER(${tests.length ? tests.join(' || ') : 'false'})`;
};

const searchPatterns = (s: Pick<TablePageSelect, 'searched' | 'words' | 'locale'>, vars: Variables) =>
  s.words.flatMap((word) => wordFilter(word, s.searched, vars, s.locale) ?? []);

/**
 * Engines sort at most this many rows for a LIMIT/OFFSET (Virtuoso: "SR353 Sorted TOP clause …
 * Only 10000 are allowed"). A page past it is cut from a sorted sub-select, by a LIMIT/OFFSET
 * outside of it that no engine counts as a sorted top.
 */
export const SORTED_TOP_ROWS = 10_000;

/** cube:Undefined as the importer and cube-link write it: a gap that sorts as a missing value. */
const UNDEFINED = `""^^${sparqlIri(CUBE_UNDEFINED)}`;

/**
 * The observations of one page (?observation), sorted, searched, from `offset`, picked by the
 * columns they sort and search by only; tableRowsQuery then asks for the page's columns. A
 * column's value sorts by ?s… bound where it is neither missing nor cube:Undefined (sameTerm in
 * an OPTIONAL: an expression in ORDER BY, or DATATYPE anywhere, costs Virtuoso seconds per million
 * rows), missing values last either way, ties in observation order.
 */
export const tablePageQuery = (s: TablePageSelect) => {
  const vars = new Variables(s.selected);
  const sortPatterns: string[] = [];
  const rankedValues = new Map<Component, string>();
  const first = windowed(s);
  const orderKeys = s.sorting.flatMap(({ component: c, sortingOrder }) => {
    const variable = vars.of(c);
    const index = vars.components.indexOf(c);
    const direction = sortingOrder === 'desc' ? 'DESC' : 'ASC';
    // Literals are ranked where they pick the window only: a later column's text sorts as the
    // browser sorts years and dates, and the ranks of 50 years joined as VALUES cost Virtuoso 35 to
    // 75 ms where their text sorts the window's rows in 8 (10⁶ cube, first page by municipality, year).
    if (labelled(c) || c === first) {
      const rank = `?r${index}`;
      const only = c === first && s.window && 'values' in s.window ? s.window.values : undefined;
      // Ranks in the sort's direction: values of no key last either way.
      const rows = rankRows(c, sortingOrder, only);
      const values = `VALUES (${variable} ${rank}) { ${rows.map((v) => v.row).join(' ')} }`;
      // A key dimension's value is on every row, with its rank (Virtuoso also refuses the missing
      // test on it: "index of column in order by out of range"); elsewhere a value the cube's
      // values lack has no rank and sorts with the missing ones.
      if (c.isKeyDimension) {
        // One value sorts nothing (and Virtuoso fails to compile a rank of one row: "no SPART_VARR_FIXED").
        if (rows.length === 1) {
          rankedValues.set(c, `VALUES ${variable} { ${rows[0].term} }`);
          return [];
        }
        rankedValues.set(c, values);
        return [rank];
      }
      sortPatterns.push(`OPTIONAL { ${values} }`);
      return [`ASC(!BOUND(${rank}))`, rank];
    }
    const value = `?s${index}`;
    const window = c === s.sorting[0].component ? s.window : undefined;
    // In a value window every row has a value: no missing test, the only expression in ORDER BY
    // Virtuoso cannot read from an index; among the missing values nothing is left to sort.
    if (window && 'between' in window) {
      sortPatterns.push(`${triple(value, c)} FILTER(${value} >= ${window.between[0]} && ${value} <= ${window.between[1]})`);
      return [`${direction}(${value})`];
    }
    if (window && 'missing' in window) {
      sortPatterns.push(`OPTIONAL { ${triple(value, c)} FILTER(!sameTerm(${value}, ${UNDEFINED})) } FILTER(!BOUND(${value}))`);
      return [];
    }
    sortPatterns.push(`OPTIONAL { ${triple(value, c)} FILTER(!sameTerm(${value}, ${UNDEFINED})) }`);
    return [`ASC(!BOUND(${value}))`, `${direction}(${isMeasure(c) || c.isNumerical ? value : `STR(${value})`})`];
  });
  const search = searchPatterns(s, vars);
  // Key dimensions sorted by keep their required pattern: an observation without one has no row.
  const bound = s.sorting.map((x) => x.component).filter((c) => c.isKeyDimension || labelled(c));
  const inner = wherePatterns(s, vars, [...bound, ...(s.words.length ? s.searched : [])], rankedValues);
  const where = `WHERE {
    ${[...inner, ...sortPatterns, ...search].join('\n    ')}
  }
  ORDER BY ${[...orderKeys, '?observation'].join(' ')}`;
  const offset = s.offset - (s.window?.skipped ?? 0);
  const cut = `LIMIT ${s.limit}${offset ? ` OFFSET ${offset}` : ''}`;
  return offset + s.limit <= SORTED_TOP_ROWS
    ? `${PREFIXES}\nSELECT ?observation ${where}\n${cut}`
    : `${PREFIXES}\nSELECT ?observation WHERE {\n  { SELECT ?observation ${where} }\n}\n${cut}`;
};

/**
 * The selected columns (?c0 …) of the page's observations, with ?observation: key dimensions on
 * every row (an observation without one has none), the other columns where they have a value.
 */
export const tableRowsQuery = (selected: Component[], observations: string[]) => {
  const vars = new Variables(selected);
  return `${PREFIXES}
SELECT ?observation ${selected.map((c) => vars.of(c)).join(' ')} WHERE {
  VALUES ?observation { ${[...new Set(observations)].map(sparqlIri).join(' ')} }
  ${[
    ...selected.filter((c) => c.isKeyDimension).map((c) => triple(vars.of(c), c)),
    ...selected.filter((c) => !c.isKeyDimension).map((c) => `OPTIONAL { ${triple(vars.of(c), c)} }`),
  ].join('\n  ')}
}`;
};

/** Whether the page is picked in a window of the first sort column's values (rankWindow): a ranked key dimension (labels, or literals whose values are known). */
export const windowed = (s: Pick<TablePageSelect, 'sorting'>) => {
  const first = s.sorting[0]?.component;
  return first && first.isKeyDimension && ranked(first) ? first : undefined;
};

/** Whether the page is picked in a range of the first sort column's numbers (valueWindow): a measure or numerical column that is not ranked. */
export const valueWindowed = (s: Pick<TablePageSelect, 'sorting'>) => {
  const first = s.sorting[0]?.component;
  return first && !ranked(first) && (isMeasure(first) || first.isNumerical) ? first : undefined;
};

/** The rows of each value (?c0 ?count) of a component under the filters and the search, at most `limit` values. */
export const tableValueCountsQuery = (s: Omit<TablePageSelect, 'window'>, component: Component, limit?: number) => {
  const vars = new Variables([component]);
  const search = searchPatterns(s, vars);
  return `${PREFIXES}
SELECT ?c0 (COUNT(?observation) AS ?count) WHERE {
  ${[...wherePatterns(s, vars, [component, ...(s.words.length ? s.searched : [])]), ...search].join('\n  ')}
}
GROUP BY ?c0${limit ? `\nLIMIT ${limit}` : ''}`;
};

/** The number of rows under the filters (?count), and those the search finds when `words` are given. */
export const tableCountQuery = (s: Pick<TablePageSelect, 'cubeIri' | 'filters' | 'filtered' | 'searched' | 'words' | 'locale'>) => {
  const vars = new Variables([]);
  const search = searchPatterns(s, vars);
  const searched = s.words.length ? s.searched : [];
  return `${PREFIXES}
SELECT (COUNT(?observation) AS ?count) WHERE {
  ${[...wherePatterns(s, vars, searched), ...search].join('\n  ')}
}`;
};

/**
 * The queries of a page that neither sorts, searches nor filters: they name no component, so they
 * can go out before the components are known (and are the same text as loadTablePage's then).
 */
export const plainPageQueries = (cubeIri: string, offset: number, limit: number) => {
  const plain = { cubeIri, selected: [], searched: [], sorting: [], filters: {}, filtered: [], words: [], locale: 'en' as const, offset, limit };
  return [tablePageQuery(plain), tableCountQuery(plain)];
};
