/**
 * The cube description: one JSON file per cube telling the importer where the table is, what the
 * cube is called and who publishes it, and how each column becomes a dimension or a measure.
 * One zod schema; the types are inferred from it.
 */
import { z } from 'zod';
import { localizedSchemaOf } from '../../domain/config/common';
import { formatZodError } from '../../domain/config/format-error';
import { LOCALES } from '../../domain/data';

const IRI = /^https?:\/\/[^\s<>"{}|^`\\]+$/;
const iri = z.string().regex(IRI, 'expected an absolute http(s) IRI');
const text = z.string().trim().min(1);

/** A text in each of the four languages of the UI. */
export const LocalizedText = localizedSchemaOf(text, { strict: true });
export type LocalizedText = z.infer<typeof LocalizedText>;
/** The languages of a description's texts: the app's locales. */
export const LANGUAGES = LOCALES;

/** A theme or an organisation: an IRI with a name per language. */
const Named = z.strictObject({ iri, name: LocalizedText });
export type Named = z.infer<typeof Named>;

const Unit = z.strictObject({
  /** A QUDT unit IRI (http://qudt.org/vocab/unit/…). */
  iri,
  /** English label, as QUDT has one (rdfs:label). */
  label: text,
  symbol: text.optional(),
  name: LocalizedText,
});
export type Unit = z.infer<typeof Unit>;

const cell = z.union([z.string(), z.number()]);

/** A known value of a coded column: the cell as it appears in the table, its IRI code and labels. */
const ValueEntry = z.strictObject({ value: cell, code: text.optional(), name: LocalizedText });

/** IRI template; `{code}` is replaced by a value's code. */
const iriTemplate = z.string().regex(/^https?:\/\/\S*\{code\}\S*$/, 'expected an http(s) IRI template containing {code}');

/**
 * One level of a hierarchy above the column's values: each row names its node on this level in
 * another column, and the level's list gives the nodes' codes and names.
 */
const HierarchyLevel = z.strictObject({
  name: LocalizedText,
  /** Field of the row holding the cell of the row's node on this level (the parent of the level below). */
  path: text,
  /** IRI template of the level's nodes; the column's by default. */
  iri: iriTemplate.optional(),
  list: z.array(ValueEntry).min(1),
});

/**
 * A hierarchy of the column's values (cube-link meta:inHierarchy): the root, then each level from
 * the top, then the column's values, each node containing (schema:containsPlace) the ones below it.
 */
const Hierarchy = z.strictObject({
  name: LocalizedText,
  /** The root's IRI follows its own template or else the column's. */
  root: z.strictObject({ code: text, name: LocalizedText, iri: iriTemplate.optional() }),
  /** From the top; none when the root holds the values directly. */
  levels: z.array(HierarchyLevel).default([]),
  /** Name of the lowest level: the column's values. */
  leafLevelName: LocalizedText,
});
export type Hierarchy = z.infer<typeof Hierarchy>;

/** How the cells of a coded column become IRIs, and where their labels and geometry come from. */
const Values = z
  .strictObject({
    iri: iriTemplate,
    /** How a cell becomes its code when the list does not say: a slug of it, or the ISO alpha-3 code of an English country name. */
    code: z.enum(['slug', 'iso3-from-en-name']).default('slug'),
    /** Cell → code overrides, for names the ISO lookup does not know. */
    aliases: z.record(z.string(), text).optional(),
    /** Known values with labels; their order is the schema:position of ordinal values. Other cells are an error. */
    list: z.array(ValueEntry).min(1).optional(),
    /** Labels from i18n-iso-countries (the code must be ISO alpha-3). */
    names: z.literal('iso-country').optional(),
    /** Label from another column of the same row (one language: the source's). */
    label: z.strictObject({ path: text, language: z.enum(LANGUAGES) }).optional(),
    /**
     * TopoJSON shapes for the values (geo shapes), matched by ISO 3166 numeric id; or 'none': the
     * dimension is declared a shape dimension but the source has no geometry for it, as some
     * LINDAS cubes are (test cubes model that case).
     */
    shapes: z
      .union([
        z.strictObject({
          topojson: text,
          object: text,
          precision: z.int().min(3).max(4).default(3),
        }),
        z.literal('none'),
      ])
      .optional(),
    /** Columns holding each value's coordinates (geo coordinates). */
    coordinates: z.strictObject({ latitude: text, longitude: text }).optional(),
    hierarchy: Hierarchy.optional(),
  })
  .refine((v) => [v.list, v.names, v.label].filter(Boolean).length === 1, {
    message: 'give exactly one source of labels: list, names or label',
  });
export type Values = z.infer<typeof Values>;

export const TIME_UNITS = ['year', 'month', 'day'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

const Column = z
  .strictObject({
    /** Field of the row; dots walk into nested JSON (`geometry.coordinates.2`). */
    path: text,
    /** Local name of the dimension IRI, under the unversioned cube IRI. */
    id: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'expected a name of letters, digits, _ and -'),
    name: LocalizedText,
    description: LocalizedText.optional(),
    kind: z.enum(['key', 'measure', 'attribute']),
    scale: z.enum(['nominal', 'ordinal', 'interval', 'ratio']),
    /** Literal datatype; temporal columns imply theirs (gYear, gYearMonth, date). */
    datatype: z.enum(['integer', 'decimal', 'string']).optional(),
    unit: Unit.optional(),
    /** Time unit of a temporal column; dates are truncated to it ("year from date"). */
    temporal: z.enum(TIME_UNITS).optional(),
    geo: z.enum(['shapes', 'coordinates']).optional(),
    /** Derives a class index from a number: 0 below the first edge, 1 up to the second, … */
    bins: z.array(z.number()).min(1).optional(),
    values: Values.optional(),
  })
  .check((ctx) => {
    const c = ctx.value;
    const issue = (message: string) => ctx.issues.push({ code: 'custom', message, input: c, path: [] });
    const literal = !c.values;
    if (literal && !c.datatype && !c.temporal) issue(`column "${c.id}": a literal column needs a datatype or temporal`);
    if (c.values && (c.datatype || c.temporal)) issue(`column "${c.id}": a coded column (values) has no datatype or temporal`);
    if (c.kind === 'measure' && !(c.datatype === 'integer' || c.datatype === 'decimal')) issue(`column "${c.id}": a measure needs datatype integer or decimal`);
    if (c.geo === 'shapes' && !c.values?.shapes) issue(`column "${c.id}": geo "shapes" needs values.shapes`);
    if (c.geo === 'coordinates' && !c.values?.coordinates) issue(`column "${c.id}": geo "coordinates" needs values.coordinates`);
    if (c.bins && !c.values?.list) issue(`column "${c.id}": bins need a values.list naming each class`);
    const levelPaths = c.values?.hierarchy?.levels.map((level) => level.path) ?? [];
    levelPaths.forEach((path, i) => {
      if (path === c.path) issue(`column "${c.id}": hierarchy level ${i + 1} reads the column's own path "${path}"; a level names the parents`);
      else if (levelPaths.indexOf(path) < i)
        issue(`column "${c.id}": hierarchy levels ${levelPaths.indexOf(path) + 1} and ${i + 1} read the same path "${path}"`);
    });
  });
export type Column = z.infer<typeof Column>;

const Filter = z.strictObject({
  path: text,
  min: z.number().optional(),
  max: z.number().optional(),
  in: z.array(cell).optional(),
});
export type Filter = z.infer<typeof Filter>;

export const Description = z
  .strictObject({
    cube: z.strictObject({
      iri,
      unversionedIri: iri,
      version: z.int().min(1),
      status: z.enum(['Published', 'Draft']),
      datePublished: z.iso.date(),
      dateModified: z.iso.date().optional(),
      /** When this version stopped being the current one (older versions of a versioned cube). */
      expires: z.iso.datetime().optional(),
      identifier: text,
      title: LocalizedText,
      description: LocalizedText,
      creator: Named,
      /** Defaults to the creator. */
      publisher: Named.optional(),
      themes: z.array(Named).min(1),
      contact: z.strictObject({ name: text, email: z.email() }),
      landingPage: iri,
      license: iri,
      /** Attribution required by the licence, naming the source. */
      credit: text,
      keywords: z.array(LocalizedText).optional(),
    }),
    source: z.strictObject({
      /** A file path (relative to the description) or a package path such as `vega-datasets/data/gapminder.json`. */
      file: text,
      format: z.enum(['csv', 'tsv', 'json']).optional(),
      /** Where the rows are inside a JSON document (`features` for GeoJSON). */
      rows: text.optional(),
      /** Rows kept: every filter must hold. */
      filter: z.array(Filter).optional(),
    }),
    columns: z.array(Column).min(1),
  })
  .check((ctx) => {
    const { cube, columns } = ctx.value;
    const issue = (message: string) => ctx.issues.push({ code: 'custom', message, input: ctx.value, path: [] });
    if (cube.iri !== `${cube.unversionedIri}/${cube.version}`) issue('cube.iri must be cube.unversionedIri + "/" + cube.version');
    const ids = columns.map((c) => c.id);
    const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
    if (duplicate) issue(`column id "${duplicate}" is used twice`);
    if (!columns.some((c) => c.kind === 'key')) issue('a cube needs at least one key column');
    if (!columns.some((c) => c.kind === 'measure')) issue('a cube needs at least one measure column');
  });
export type Description = z.infer<typeof Description>;

export class DescriptionError extends Error {}

/** Validates a parsed JSON description; the error lists every problem with its place. */
export const parseDescription = (json: unknown, name = 'description'): Description => {
  const result = Description.safeParse(json);
  if (!result.success) throw new DescriptionError(`Invalid ${name}:\n${formatZodError(result.error, { root: name, separator: '\n' })}`);
  return result.data;
};
