/**
 * Every route of the app, each with valid requests and the kind of each field an attacker can
 * set. tests/security/routes.test.ts fails for a registered route that has no entry here, and
 * sends each sample with every bad value of each field's kind (tests/security/probes.ts).
 *
 * Adding a route: add an entry with its method(s) and URL exactly as Fastify registers them
 * (`:param` included), one valid sample per shape of request, and its fields.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TEXT_LIMITS } from '../../src/domain/config/write-limits';
import { WEB_ROOT } from '../../src/server/web';
import { savedStateFixture } from '../support/fixtures';
import { HOSTILE, OTHER_CUBE } from './hostile-app';

/** What a field holds; each kind has its bad values (probes.ts). */
export type Kind = 'iri' | 'componentId' | 'text' | 'key' | 'enum' | 'boolean' | 'int32' | 'number' | 'json' | 'sparql';

export type Field = {
  /** Where the field is: `body`, `params` (a `{name}` placeholder of the URL) or `form`, then the path inside. */
  at: ['body' | 'params' | 'form', ...(string | number)[]];
  kind: Kind;
  /** Longest value the field takes, when it has a limit below the body limit. */
  max?: number;
  /** The field is the first key of the object at `at` (record keys: filter ids, multi-filter values). */
  key?: boolean;
};

export type Sample = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  /** Headers of every request of the sample (a signed-in user's cookie and CSRF token). */
  headers?: Record<string, string>;
  /** The URL, with `{name}` placeholders filled from `params` (encoded). */
  url: string;
  params?: Record<string, string>;
  body?: unknown;
  /** A form body instead of JSON (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  fields: Field[];
  /** Status of the sample as it is (200 unless said): proves the probes change only the probed field. */
  status?: number;
};

export type RouteEntry = {
  methods: string[];
  /** The URL as registered, or a test of it for a family of routes (the static files). */
  url: string | ((url: string) => boolean);
  /** Content types the route parses besides JSON (the probes of wrong content types skip them). */
  contentTypes?: string[];
  samples: Sample[];
};

/** Saved configs the samples refer to, and the map provider on loopback (tests/support/map-provider.ts). */
export type CorpusContext = {
  key: string;
  mapProvider?: string;
  /** Cookie and CSRF token of the user who owns `key` and `paletteId`. */
  owner?: Record<string, string>;
  ownerName?: string;
  /** Cookie and CSRF token of a user the sign-out sample signs out. */
  leaving?: Record<string, string>;
  paletteId?: string;
  /** A published chart the server draws (the hostile cube as columns), a draft, and the app's origin (for oEmbed addresses). */
  chartKey?: string;
  draftKey?: string;
  origin?: string;
};

const field = (kind: Kind, at: Field['at'], extra: Partial<Field> = {}): Field => ({ kind, at, ...extra });

const source = { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en' };
const sourceFields = [
  field('text', ['body', 'sourceType'], { max: 100 }),
  field('text', ['body', 'sourceUrl'], { max: 2000 }),
  field('enum', ['body', 'locale']),
];

const YEAR = HOSTILE.id('year');
const PLACE = HOSTILE.id('place');
const CATEGORY = HOSTILE.id('category');
const VALUE = HOSTILE.id('value');

/** A data query: POST /api/data/{name} with the source variables and its own. */
const dataQuery = (name: string, variables: object, fields: Field[], label = name): Sample => ({
  name: label,
  method: 'POST',
  url: '/api/data/{query}',
  params: { query: name },
  body: { ...source, ...variables },
  fields: [field('enum', ['params', 'query']), ...sourceFields, ...fields],
});

/** A query on one cube: `cubeFilter: {iri}`. */
const oneCube = (name: string) => dataQuery(name, { cubeFilter: { iri: HOSTILE.iri } }, [field('iri', ['body', 'cubeFilter', 'iri'])]);

const filtered = (filters: object, fields: (at: Field['at']) => Field[], label: string) =>
  dataQuery(
    'dataCubesObservations',
    { cubeFilters: [{ iri: HOSTILE.iri, componentIds: [YEAR, VALUE], filters, loadValues: true }], format: 'columns' },
    [
      field('iri', ['body', 'cubeFilters', 0, 'iri']),
      field('componentId', ['body', 'cubeFilters', 0, 'componentIds', 0]),
      field('componentId', ['body', 'cubeFilters', 0, 'filters'], { key: true }),
      field('boolean', ['body', 'cubeFilters', 0, 'loadValues']),
      field('enum', ['body', 'format']),
      ...fields(['body', 'cubeFilters', 0, 'filters']),
    ],
    label,
  );

const joined = (name: string) =>
  dataQuery(
    name,
    {
      cubeFilters: [
        { iri: HOSTILE.iri, joinBy: [YEAR] },
        { iri: OTHER_CUBE.iri, joinBy: [OTHER_CUBE.year] },
      ],
    },
    [field('componentId', ['body', 'cubeFilters', 0, 'joinBy', 0]), field('componentId', ['body', 'cubeFilters', 1, 'joinBy', 0])],
    `${name} (joined)`,
  );

const dataSamples: Sample[] = [
  dataQuery(
    'searchCubes',
    {
      query: 'hostile',
      order: 'SCORE',
      includeDrafts: true,
      fetchDimensionTermsets: true,
      filters: [{ type: 'DataCubeTheme', value: 'https://example.org/hostile/theme', label: 'Theme' }],
    },
    [
      field('text', ['body', 'query'], { max: 500 }),
      field('enum', ['body', 'order']),
      field('boolean', ['body', 'includeDrafts']),
      field('boolean', ['body', 'fetchDimensionTermsets']),
      field('enum', ['body', 'filters', 0, 'type']),
      field('text', ['body', 'filters', 0, 'value'], { max: 4000 }),
      field('text', ['body', 'filters', 0, 'label'], { max: 1000 }),
    ],
  ),
  oneCube('dataCubeMetadata'),
  dataQuery('dataCubesMetadata', { cubeFilters: [{ iri: HOSTILE.iri }] }, [field('iri', ['body', 'cubeFilters', 0, 'iri'])]),
  dataQuery('dataCubesComponents', { cubeFilters: [{ iri: HOSTILE.iri, componentIds: [PLACE], loadValues: false }] }, [
    field('iri', ['body', 'cubeFilters', 0, 'iri']),
    field('componentId', ['body', 'cubeFilters', 0, 'componentIds', 0]),
    field('boolean', ['body', 'cubeFilters', 0, 'loadValues']),
  ]),
  joined('dataCubesComponents'),
  filtered(
    { [PLACE]: { type: 'single', value: HOSTILE.place('a'), position: 0 } },
    (at) => [field('text', [...at, PLACE, 'value'], { max: 2000 }), field('number', [...at, PLACE, 'position'])],
    'dataCubesObservations (single filter)',
  ),
  filtered(
    { [CATEGORY]: { type: 'multi', values: { [HOSTILE.categories[0]]: true } } },
    (at) => [field('text', [...at, CATEGORY, 'values'], { key: true, max: 2000 })],
    'dataCubesObservations (multi filter)',
  ),
  filtered(
    { [YEAR]: { type: 'range', from: '2020', to: '2021' } },
    (at) => [field('text', [...at, YEAR, 'from'], { max: 2000 }), field('text', [...at, YEAR, 'to'], { max: 2000 })],
    'dataCubesObservations (range filter)',
  ),
  joined('dataCubesObservations'),
  {
    // Sums by a hierarchy level: the hostile cube's places have no hierarchy, a clear 400.
    ...dataQuery(
      'dataCubesObservations',
      { cubeFilters: [{ iri: HOSTILE.iri, componentIds: [PLACE, VALUE], aggregate: { componentId: PLACE, depth: 0 } }] },
      [
        field('iri', ['body', 'cubeFilters', 0, 'iri']),
        field('componentId', ['body', 'cubeFilters', 0, 'aggregate', 'componentId']),
        field('int32', ['body', 'cubeFilters', 0, 'aggregate', 'depth']),
      ],
      'dataCubesObservations (aggregate)',
    ),
    status: 400,
  },
  oneCube('dataCubePreview'),
  oneCube('dataCubeLatestIri'),
  oneCube('dataCubeUnversionedIri'),
  oneCube('dataCubeComponentTermsets'),
  dataQuery('dataCubeDimensionGeoShapes', { cubeFilter: { iri: HOSTILE.iri, dimensionId: PLACE } }, [
    field('iri', ['body', 'cubeFilter', 'iri']),
    field('componentId', ['body', 'cubeFilter', 'dimensionId']),
  ]),
  dataQuery('possibleFilters', { cubeIri: HOSTILE.iri, filters: { [PLACE]: { type: 'single', value: HOSTILE.place('b') } }, fieldIds: [PLACE] }, [
    field('iri', ['body', 'cubeIri']),
    field('componentId', ['body', 'filters'], { key: true }),
    field('text', ['body', 'filters', PLACE, 'value'], { max: 2000 }),
    field('componentId', ['body', 'fieldIds', 0]),
  ]),
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map((name): Sample => ({
    name: `unknown query ${name}`,
    method: 'POST',
    url: '/api/data/{query}',
    params: { query: name },
    body: source,
    fields: [],
    status: 400,
  })),
];

/** The free texts and ids of a saved config. */
const configFields = (): Field[] => [
  field('json', ['body', 'data']),
  ...(['de', 'fr', 'it', 'en'] as const).flatMap((locale) => [
    field('text', ['body', 'data', 'layout', 'meta', 'title', locale], { max: TEXT_LIMITS.title }),
    field('text', ['body', 'data', 'layout', 'meta', 'description', locale], { max: TEXT_LIMITS.description }),
    field('text', ['body', 'data', 'chartConfigs', 0, 'meta', 'title', locale], { max: TEXT_LIMITS.title }),
    field('text', ['body', 'data', 'chartConfigs', 0, 'meta', 'description', locale], { max: TEXT_LIMITS.description }),
    field('text', ['body', 'data', 'chartConfigs', 0, 'meta', 'label', locale], { max: TEXT_LIMITS.label }),
  ]),
  field('text', ['body', 'data', 'version']),
  field('text', ['body', 'data', 'dataSource', 'url']),
  field('text', ['body', 'data', 'activeChartKey']),
  field('key', ['body', 'data', 'chartConfigs', 0, 'key']),
  field('text', ['body', 'data', 'chartConfigs', 0, 'cubes', 0, 'iri']),
  field('enum', ['body', 'published_state']),
];

/** A 1.x config as the production tool saved it (one chart config, IRIs): it goes through every migration step. */
const OLD_CONFIG = JSON.parse(readFileSync(new URL('../fixtures/configs/column-1.2.0-forest-enterprises-stacked-by-zone.json', import.meta.url), 'utf8'));
const oldConfigFields = (): Field[] => {
  const chart = ['body', 'data', 'chartConfig'] as const;
  return [
    field('text', ['body', 'data', 'dataSet']),
    field('text', ['body', 'data', 'meta', 'title', 'en'], { max: TEXT_LIMITS.title }),
    field('text', [...chart, 'version']),
    field('text', [...chart, 'chartType']),
    field('text', [...chart, 'fields', 'x', 'componentIri']),
    field('text', [...chart, 'fields', 'segment', 'componentIri']),
    field('text', [...chart, 'fields', 'segment', 'palette']),
    field('text', [...chart, 'interactiveFiltersConfig', 'legend', 'componentIri']),
  ];
};

const configSamples = ({ key, owner: headers }: CorpusContext) => ({
  createOld: {
    name: 'config-create of a 1.x config',
    method: 'POST',
    url: '/api/config-create',
    body: { data: OLD_CONFIG, published_state: 'DRAFT' },
    headers,
    fields: [field('json', ['body', 'data']), ...oldConfigFields()],
  } satisfies Sample,
  create: {
    name: 'config-create',
    method: 'POST',
    url: '/api/config-create',
    body: { data: savedStateFixture(), published_state: 'DRAFT' },
    headers,
    fields: configFields(),
  } satisfies Sample,
  update: {
    name: 'config-update',
    method: 'POST',
    url: '/api/config-update',
    body: { key, data: savedStateFixture(), published_state: 'PUBLISHED' },
    headers,
    fields: [field('key', ['body', 'key']), ...configFields()],
  } satisfies Sample,
  // A valid key of no config: the sample must not remove the config the others use.
  remove: {
    name: 'config-remove',
    method: 'POST',
    url: '/api/config-remove',
    body: { key: 'AAAAAAAAAAAA' },
    headers,
    fields: [field('key', ['body', 'key'])],
    status: 404,
  } satisfies Sample,
  list: { name: 'config list', method: 'GET', url: '/api/config/list', headers, fields: [] } satisfies Sample,
  view: { name: 'config view', method: 'GET', url: '/api/config/view?id={id}', params: { id: key }, fields: [field('key', ['params', 'id'])] } satisfies Sample,
  get: { name: 'config', method: 'GET', url: '/api/config/{key}', params: { key }, fields: [field('key', ['params', 'key'])] } satisfies Sample,
});

/** Accounts (sign-up, sign-in, sign-out, session) and custom palettes. */
const accountSamples = ({ owner, ownerName = 'Corpus owner', leaving, paletteId = '00000000-0000-4000-8000-000000000000' }: CorpusContext) => {
  const credentials = [field('text', ['body', 'name'], { max: 64 }), field('text', ['body', 'password'], { max: 256 })];
  const palette = { name: 'Corpus palette', type: 'categorical', colors: ['#228b22', '#000000'] };
  const paletteFields = [field('text', ['body', 'name'], { max: 100 }), field('enum', ['body', 'type']), field('text', ['body', 'colors', 0])];
  return {
    session: { name: 'session', method: 'GET', url: '/api/auth/session', headers: owner, fields: [] } satisfies Sample,
    signUp: {
      name: 'sign-up',
      method: 'POST',
      url: '/api/auth/sign-up',
      body: { name: 'Corpus newcomer', password: 'a long enough password' },
      headers: leaving,
      fields: credentials,
    } satisfies Sample,
    signIn: {
      name: 'sign-in',
      method: 'POST',
      url: '/api/auth/sign-in',
      body: { name: ownerName, password: 'correct horse battery staple' },
      headers: leaving,
      fields: credentials,
    } satisfies Sample,
    signOut: { name: 'sign-out', method: 'POST', url: '/api/auth/sign-out', body: {}, headers: leaving, fields: [] } satisfies Sample,
    palettes: { name: 'palettes', method: 'GET', url: '/api/user/color-palette', headers: owner, fields: [] } satisfies Sample,
    createPalette: {
      name: 'palette create',
      method: 'POST',
      url: '/api/user/color-palette',
      body: palette,
      headers: owner,
      fields: paletteFields,
    } satisfies Sample,
    updatePalette: {
      name: 'palette update',
      method: 'PUT',
      url: '/api/user/color-palette',
      body: { paletteId, ...palette, name: 'Corpus palette renamed' },
      headers: owner,
      fields: [field('text', ['body', 'paletteId'], { max: 36 }), ...paletteFields],
    } satisfies Sample,
    // A palette id of no palette: the sample must not remove the one the others use.
    removePalette: {
      name: 'palette delete',
      method: 'DELETE',
      url: '/api/user/color-palette',
      body: { paletteId: '00000000-0000-4000-8000-000000000000' },
      headers: owner,
      fields: [field('text', ['body', 'paletteId'], { max: 36 })],
      status: 404,
    } satisfies Sample,
  };
};

const ASK = 'ASK { ?s ?p ?o }';

// Provider URLs end in the port: a probe's longer value is no URL (the 200-character probe of parameters).
const mapSamples = ({ mapProvider = 'http://127.0.0.1:9' }: CorpusContext) => ({
  capabilities: {
    name: 'map capabilities',
    method: 'GET',
    url: '/api/map/capabilities?type={type}&url={url}&lang={lang}',
    params: { type: 'wmts', url: mapProvider, lang: 'de' },
    fields: [field('enum', ['params', 'type']), field('text', ['params', 'url'], { max: 2000 }), field('enum', ['params', 'lang'])],
  } satisfies Sample,
  tile: {
    name: 'map tile',
    method: 'GET',
    url: '/api/map/tile?url={url}',
    params: { url: mapProvider },
    fields: [field('text', ['params', 'url'], { max: 2000 })],
  } satisfies Sample,
});

/**
 * A published chart's images and oEmbed (render/image-routes.ts): what is no published chart of
 * this site 404, a bad width or bound 400. (format=xml answers oEmbed's 501, which the probes would
 * take for a failure: tests/api/chart-images.test.ts checks it.)
 */
const imageSamples = ({ chartKey = '', draftKey = '', origin = '' }: CorpusContext) => {
  const image = (format: 'svg' | 'png'): Sample[] => [
    {
      name: `chart ${format}`,
      method: 'GET',
      url: `/{locale}/v/{key}.${format}?width={width}`,
      params: { locale: 'en', key: chartKey, width: '400' },
      fields: [field('text', ['params', 'locale']), field('key', ['params', 'key']), field('text', ['params', 'width'])],
    },
    { name: `chart ${format}: a key that is not a key`, method: 'GET', url: `/en/v/not-a-key.${format}`, fields: [], status: 404 },
    { name: `chart ${format}: a draft`, method: 'GET', url: `/de/v/{key}.${format}`, params: { key: draftKey }, fields: [], status: 404 },
    {
      name: `chart ${format}: a huge width`,
      method: 'GET',
      url: `/en/v/{key}.${format}?width=99999999999`,
      params: { key: chartKey },
      fields: [],
      status: 400,
    },
  ];
  const oembed = (url: string) => `/api/oembed?url=${encodeURIComponent(url)}`;
  return {
    svg: image('svg'),
    png: image('png'),
    oembed: [
      {
        name: 'oEmbed',
        method: 'GET',
        url: '/api/oembed?url={url}&maxwidth={maxwidth}&maxheight={maxheight}&format={format}',
        params: { url: `${origin}/fr/v/${chartKey}`, maxwidth: '500', maxheight: '400', format: 'json' },
        fields: [
          field('text', ['params', 'url'], { max: 2000 }),
          field('text', ['params', 'maxwidth']),
          field('text', ['params', 'maxheight']),
          field('enum', ['params', 'format']),
        ],
      },
      { name: 'oEmbed: a draft', method: 'GET', url: oembed(`${origin}/en/v/${draftKey}`), fields: [], status: 404 },
      { name: 'oEmbed: a key that is not a key', method: 'GET', url: oembed(`${origin}/en/v/not-a-key`), fields: [], status: 404 },
      { name: 'oEmbed: another site', method: 'GET', url: oembed(`https://elsewhere.example/en/v/${chartKey}`), fields: [], status: 404 },
      { name: 'oEmbed: a huge maxwidth', method: 'GET', url: `${oembed(`${origin}/en/v/${chartKey}`)}&maxwidth=99999999999`, fields: [], status: 400 },
    ] satisfies Sample[],
  };
};

/** The whole cube's file (api/download.ts), with the chart's unit conversions as JSON. */
const downloadSample = (format: 'csv' | 'xlsx'): Sample => ({
  name: `whole cube ${format}`,
  method: 'GET',
  url: '/api/data/download?sourceType={sourceType}&sourceUrl={sourceUrl}&locale={locale}&cubeIri={cubeIri}&format={format}&title={title}&conversions={conversions}',
  params: {
    ...source,
    cubeIri: HOSTILE.iri,
    format,
    title: 'Corpus chart',
    conversions: JSON.stringify({ [VALUE]: { multiplier: 1000, labels: { de: 'k', fr: 'k', it: 'k', en: 'k' } } }),
  },
  fields: [
    field('text', ['params', 'sourceType'], { max: 100 }),
    field('text', ['params', 'sourceUrl'], { max: 2000 }),
    field('enum', ['params', 'locale']),
    field('iri', ['params', 'cubeIri']),
    field('enum', ['params', 'format']),
    field('text', ['params', 'title'], { max: 200 }),
    field('text', ['params', 'conversions'], { max: 10_000 }),
    field('json', ['params', 'conversions']),
  ],
});

/** A file of the built web app (@fastify/static registers one route per file). */
const isWebFile = (url: string) => {
  const path = join(WEB_ROOT, url);
  return path.startsWith(WEB_ROOT) && existsSync(path) && (url === '/' || statSync(path).isFile());
};

/** The corpus: one entry per registered route (or family of routes). */
export const corpus = (context: CorpusContext): RouteEntry[] => {
  const configs = configSamples(context);
  const accounts = accountSamples(context);
  const map = mapSamples(context);
  const images = imageSamples(context);
  return [
    { methods: ['GET', 'HEAD'], url: '/api/data/sources', samples: [{ name: 'sources', method: 'GET', url: '/api/data/sources', fields: [] }] },
    { methods: ['GET', 'HEAD'], url: '/api/web-settings', samples: [{ name: 'web settings', method: 'GET', url: '/api/web-settings', fields: [] }] },
    { methods: ['GET', 'HEAD'], url: '/api/health', samples: [{ name: 'health', method: 'GET', url: '/api/health', fields: [] }] },
    { methods: ['POST'], url: '/api/data/:query', samples: dataSamples },
    { methods: ['GET', 'HEAD'], url: '/api/data/download', samples: [downloadSample('csv'), downloadSample('xlsx')] },
    { methods: ['POST'], url: '/api/config-create', samples: [configs.create, configs.createOld] },
    { methods: ['POST'], url: '/api/config-update', samples: [configs.update] },
    { methods: ['POST'], url: '/api/config-remove', samples: [configs.remove] },
    { methods: ['GET', 'HEAD'], url: '/api/config/view', samples: [configs.view] },
    { methods: ['GET', 'HEAD'], url: '/api/config/list', samples: [configs.list] },
    { methods: ['GET', 'HEAD'], url: '/api/auth/session', samples: [accounts.session] },
    { methods: ['POST'], url: '/api/auth/sign-up', samples: [accounts.signUp] },
    { methods: ['POST'], url: '/api/auth/sign-in', samples: [accounts.signIn] },
    { methods: ['POST'], url: '/api/auth/sign-out', samples: [accounts.signOut] },
    {
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      url: '/api/user/color-palette',
      samples: [accounts.palettes, accounts.createPalette, accounts.updatePalette, accounts.removePalette],
    },
    { methods: ['GET', 'HEAD'], url: '/api/config/:key', samples: [configs.get] },
    { methods: ['GET', 'HEAD'], url: '/api/map/capabilities', samples: [map.capabilities] },
    { methods: ['GET', 'HEAD'], url: '/api/map/tile', samples: [map.tile] },
    {
      methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      url: '/api/sparql',
      contentTypes: ['application/x-www-form-urlencoded', 'application/sparql-query'],
      samples: [
        { name: 'sparql service description', method: 'GET', url: '/api/sparql', fields: [] },
        { name: 'sparql CORS preflight', method: 'OPTIONS', url: '/api/sparql', fields: [], status: 204 },
        { name: 'sparql GET', method: 'GET', url: '/api/sparql?query={query}', params: { query: ASK }, fields: [field('sparql', ['params', 'query'])] },
        { name: 'sparql form', method: 'POST', url: '/api/sparql', form: { query: ASK }, fields: [field('sparql', ['form', 'query'])] },
        { name: 'sparql JSON', method: 'POST', url: '/api/sparql', body: { query: ASK }, fields: [field('sparql', ['body', 'query'])] },
      ],
    },
    // The API description (src/server/api/openapi.ts): it takes no input.
    ...['/api/openapi.json', '/api/docs', '/api/docs.css'].map((url): RouteEntry => ({
      methods: ['GET', 'HEAD'],
      url,
      samples: [{ name: url, method: 'GET', url, fields: [] }],
    })),
    // A saved chart's pages: HTML with an honest status (view-pages.ts); their fields' hostile values are fallbackSamples' probes.
    {
      methods: ['GET', 'HEAD'],
      url: '/:locale/v/:key',
      samples: [{ name: 'view page', method: 'GET', url: '/{locale}/v/{key}', params: { locale: 'de', key: context.key }, fields: [] }],
    },
    {
      methods: ['GET', 'HEAD'],
      url: '/:locale/embed/:key',
      samples: [{ name: 'embed page', method: 'GET', url: '/{locale}/embed/{key}', params: { locale: 'fr', key: context.key }, fields: [] }],
    },
    { methods: ['GET', 'HEAD'], url: '/:locale/v/:key.svg', samples: images.svg },
    { methods: ['GET', 'HEAD'], url: '/:locale/v/:key.png', samples: images.png },
    { methods: ['GET', 'HEAD'], url: '/api/oembed', samples: images.oembed },
    {
      methods: ['GET', 'HEAD'],
      url: isWebFile,
      samples: [
        { name: 'web app root', method: 'GET', url: '/', fields: [] },
        { name: 'index.html', method: 'GET', url: '/index.html', fields: [] },
      ],
    },
  ];
};

/**
 * The web app's own pages (index.html, a saved chart's with its head) and attempts to read files
 * outside the web build. None may fail or reflect what it was sent.
 */
export const fallbackSamples = ({ key }: CorpusContext): Sample[] => [
  {
    name: 'published view',
    method: 'GET',
    url: '/{locale}/v/{key}',
    params: { locale: 'en', key },
    fields: [field('text', ['params', 'locale']), field('key', ['params', 'key'])],
  },
  {
    name: 'embedded view with embed flags and view state',
    method: 'GET',
    url: '/{locale}/embed/{key}?removeBorder={flag}&tab={tab}&hide={category}',
    params: { locale: 'it', key, flag: 'true', tab: key, category: 'x' },
    fields: [field('key', ['params', 'key']), field('text', ['params', 'flag']), field('text', ['params', 'tab']), field('text', ['params', 'category'])],
  },
  {
    name: 'browse a dataset',
    method: 'GET',
    url: '/de/browse?dataset={dataset}',
    params: { dataset: HOSTILE.iri },
    fields: [field('iri', ['params', 'dataset'])],
  },
  { name: 'configurator', method: 'GET', url: '/fr/create/new?cube={cube}', params: { cube: HOSTILE.iri }, fields: [field('iri', ['params', 'cube'])] },
  ...[
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/..%5c..%5cpackage.json',
    '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '//etc/passwd',
  ].map((url): Sample => ({ name: `path traversal ${url}`, method: 'GET', url, fields: [] })),
];
