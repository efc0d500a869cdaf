/** A small description used by the importer's tests (a copy per call, so tests can break it). */
const L = (en: string) => ({ de: `${en} (de)`, fr: `${en} (fr)`, it: `${en} (it)`, en });

export const exampleRows = () => [
  { date: '2001-03-04', country: 'Switzerland', region: 'a', pop: 7200000, temp: 9.5 },
  { date: '2001-07-01', country: 'France', region: 'b', pop: 59000000, temp: null },
  { date: '2002-01-01', country: 'Switzerland', region: 'a', pop: 7300000, temp: 10.25 },
  { date: '2002-02-02', country: 'France', region: 'b', pop: 59500000, temp: 1e-7 },
];

export const exampleDescription = () => ({
  cube: {
    iri: 'https://example.org/cube/test/2',
    unversionedIri: 'https://example.org/cube/test',
    version: 2,
    status: 'Draft',
    datePublished: '2024-01-01',
    expires: '2025-01-01T00:00:00Z',
    identifier: 'test',
    title: L('Test cube'),
    description: L('A cube "with quotes"\nand a newline'),
    creator: { iri: 'https://example.org/org/a', name: L('Org A') },
    themes: [{ iri: 'https://example.org/theme/t', name: L('Theme') }],
    contact: { name: 'Someone', email: 'someone@example.org' },
    landingPage: 'https://example.org/',
    license: 'https://creativecommons.org/licenses/by/4.0/',
    credit: 'Source: example',
  },
  source: { file: 'rows.json' },
  columns: [
    { path: 'date', id: 'year', kind: 'key', scale: 'interval', temporal: 'year', name: L('Year') },
    {
      path: 'country',
      id: 'country',
      kind: 'key',
      scale: 'nominal',
      geo: 'shapes',
      name: L('Country'),
      values: {
        iri: 'https://example.org/country/{code}',
        code: 'iso3-from-en-name',
        names: 'iso-country',
        shapes: { topojson: 'world-atlas/countries-110m.json', object: 'countries' },
      },
    },
    {
      path: 'region',
      id: 'region',
      kind: 'attribute',
      scale: 'ordinal',
      name: L('Region'),
      values: {
        iri: 'https://example.org/region/{code}',
        list: [
          { value: 'b', code: 'west', name: L('West') },
          { value: 'a', code: 'alps', name: L('Alps') },
        ],
      },
    },
    {
      path: 'pop',
      id: 'pop',
      kind: 'measure',
      scale: 'ratio',
      datatype: 'integer',
      name: L('Population'),
      unit: { iri: 'http://qudt.org/vocab/unit/NUM', label: 'Number', name: L('Number') },
    },
    {
      path: 'temp',
      id: 'temp',
      kind: 'measure',
      scale: 'interval',
      datatype: 'decimal',
      name: L('Temperature'),
      unit: { iri: 'http://qudt.org/vocab/unit/DEG_C', label: 'Degree Celsius', symbol: '°C', name: L('degree Celsius') },
    },
  ] as Record<string, unknown>[],
});

/** A hierarchy for the country column: Europe → the row's region (the region column's values) → country. */
export const exampleHierarchy = () => ({
  name: L('Continents'),
  root: { code: 'europe', iri: 'https://example.org/continent/{code}', name: L('Europe') } as Record<string, unknown>,
  levels: [
    {
      name: L('Region'),
      path: 'region',
      iri: 'https://example.org/region/{code}',
      list: [
        { value: 'b', code: 'west', name: L('West') },
        { value: 'a', code: 'alps', name: L('Alps') },
      ],
    },
  ],
  leafLevelName: L('Country'),
});
