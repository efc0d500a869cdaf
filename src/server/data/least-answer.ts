/**
 * The least bytes an endpoint's SELECT answer can take, in the shorter of the result formats the
 * remote client accepts (JSON; XML writes each variable's name twice), per row and per bound cell
 * of a column named ?c0 … ?c9 or longer:
 *
 *   a row                {…},                                                  3
 *   an IRI               "c0":{"type":"uri","value":"…"}                       30 + the IRI
 *   a plain literal      "c0":{"type":"literal","value":"…"}                   34 + its text
 *   a typed literal      "c0":{"type":"literal","datatype":"…","value":"…"}    48 + the datatype + its text
 *
 * Taken as cube-link has it: an IRI-valued component's values are IRIs, at least as long as the
 * shortest the components list; a literal of a component whose shape states a datatype has it, or
 * cube:Undefined (a gap), whichever is shorter. An answer past SPARQL_MAX_BYTES by this bound is
 * refused before it is asked for (observations.ts): reading it would take the endpoint and the
 * server seconds, then fail.
 */
import type { Component } from '../../domain/data';
import { valueForms, valueIsIri } from './observation-filters';
import { CUBE_UNDEFINED, ns } from './rdf';

export const LEAST_ROW_BYTES = 3;

/** The least bytes of one bound cell of the component's column. */
export const leastCellBytes = (component: Component) => {
  if (valueIsIri(component)) {
    const { stored } = valueForms(component);
    // An IRI has one character at least.
    const shortest = component.values.reduce((least, v) => Math.min(least, (stored.get(String(v.value)) ?? String(v.value)).length), Infinity);
    return 30 + (Number.isFinite(shortest) ? shortest : 1);
  }
  const datatype = component.dataType;
  if (!datatype || datatype === `${ns.xsd}string`) return 34;
  return 48 + Math.min(datatype.length, CUBE_UNDEFINED.length);
};

/** The least bytes of an answer of `rows` rows whose columns have `bound[i]` bound cells each. */
export const leastAnswerBytes = (columns: Component[], rows: number, bound: number[]) =>
  rows * LEAST_ROW_BYTES + columns.reduce((sum, c, i) => sum + bound[i] * leastCellBytes(c), 0);
