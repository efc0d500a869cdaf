/**
 * Which values observations hold, asked value by value instead of reading the cube's
 * observations: a cost that grows with the values asked, not with the cube (issue 32; the values
 * between stated bounds in components.ts, the listed values of a dimension under no filter in
 * possible-filters.ts).
 *
 * An observation is found by the path alone, which is only this cube's when no other cube's shape
 * declares the path (cube-link: a dimension's predicate describes observations); when one does, as
 * a cube's versions share theirs, the observations are read. Both branches are written and the
 * engine leaves out the one whose condition fails: Virtuoso found no faster way to tie a probe to
 * the cube (an EXISTS with the observation set in it reads the whole set, 330–740 ms on the
 * 10⁶-observation bench cube).
 */

/** The pattern binding ?value to the values of the path in the cube's observations (cube and path written as SPARQL IRIs). */
export const readValues = (cube: string, path: string) => `${cube} cube:observationSet/cube:observation ?observation . ?observation ${path} ?value .`;

/** The pattern binding `variable` to a cube other than `cube` whose shape declares `path`. */
const declaredElsewhere = (cube: string, path: string, variable: string) =>
  `${variable} cube:observationConstraint/sh:property/sh:path ${path} . FILTER(${variable} != ${cube})`;

/**
 * The pattern binding ?value to each of the candidates (a pattern binding ?value) that an
 * observation has, where no other cube's shape declares the path; else to the values of the cube's
 * observations (readValues).
 */
export const probedValues = (cube: string, path: string, candidates: string) =>
  `{ ${candidates} FILTER EXISTS { ?observation ${path} ?value } FILTER NOT EXISTS { ${declaredElsewhere(cube, path, '?other')} } }
      UNION { { SELECT ?shared WHERE { ${declaredElsewhere(cube, path, '?shared')} } LIMIT 1 } ${readValues(cube, path)} }`;
