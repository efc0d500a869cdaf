/**
 * The attack corpus through real HTTP on the whole app: every registered route is in the corpus
 * (tests/security/corpus.ts), and every field of every route refuses control characters, lone
 * surrogates, noncharacters, overlong and wrongly typed values, deep nesting and prototype keys
 * with a 4xx in the envelope; malformed, oversized and wrongly typed bodies too. Odd
 * Accept-Encoding headers get an answer, never a 5xx. The server answers a normal request after each.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../support/agent';
import { getInitialChartConfig } from '../../src/domain/config';
import { componentsFrom } from '../support/chart-gallery';
import { savedStateFixture } from '../support/fixtures';
import { corpus, fallbackSamples, type CorpusContext, type RouteEntry, type Sample } from './corpus';
import { HOSTILE, OTHER_CUBE, startHostileApp } from './hostile-app';
import { registeredRoutes, runProbes, send } from './http';
import { XSS } from './payloads';
import { bodyProbes, duplicateParamProbes, encodingProbes, fieldProbes, methodProbes, requestOf, urlProbes, type Probe } from './probes';

let app: Awaited<ReturnType<typeof startHostileApp>>;
const context: CorpusContext = { key: '' };

beforeAll(async () => {
  app = await startHostileApp();
  // The samples that change a config or a palette do so as its owner.
  const owner = createAgent(app.url);
  context.ownerName = 'Corpus owner';
  await owner.signUp(context.ownerName);
  context.key = (await owner.post('/api/config-create', { data: savedStateFixture(), published_state: 'PUBLISHED' })).body.data.key;
  context.paletteId = (await owner.post('/api/user/color-palette', { name: 'Corpus base', type: 'sequential', colors: ['#000080'] })).body.data.paletteId;
  context.owner = await owner.credentials();
  const leaving = createAgent(app.url);
  await leaving.signUp('Corpus leaver');
  context.leaving = await leaving.credentials();
  context.mapProvider = app.mapProvider;
  // A chart the server draws (its images and oEmbed), and a draft.
  const components = await componentsFrom(app.url)(HOSTILE.iri);
  const chart = getInitialChartConfig({ cubes: [{ iri: HOSTILE.iri }], ...components, chartType: 'column', key: 'corpusChart1' });
  context.chartKey = (
    await owner.post('/api/config-create', {
      data: {
        ...savedStateFixture(),
        chartConfigs: [chart],
        activeChartKey: chart.key,
        layout: { ...savedStateFixture().layout, blocks: [{ type: 'chart', key: chart.key, initialized: false }] },
      },
      published_state: 'PUBLISHED',
    })
  ).body.data.key;
  context.draftKey = (await owner.post('/api/config-create', { data: savedStateFixture(), published_state: 'DRAFT' })).body.data.key;
  context.origin = app.url;
});
afterAll(() => app?.close());

const describeEntry = (entry: RouteEntry) => `${entry.methods.join(',')} ${typeof entry.url === 'string' ? entry.url : 'files of the web build'}`;
const matches = (entry: RouteEntry, route: { method: string; url: string }) =>
  entry.methods.includes(route.method) && (typeof entry.url === 'string' ? entry.url === route.url : entry.url(route.url));

/** A GET probe sent as HEAD too: the automatic HEAD route must refuse what GET refuses. */
const withHead = (probes: Probe[]) =>
  probes.flatMap((probe) =>
    probe.request.method === 'GET' ? [probe, { ...probe, name: `${probe.name} (HEAD)`, request: { ...probe.request, method: 'HEAD' } }] : [probe],
  );

const sampleAnswers = async (sample: Sample) => {
  const response = await send(app.url, requestOf(sample));
  return { status: response.status, text: (await response.text()).slice(0, 300) };
};

describe('the attack corpus', () => {
  it('lists every registered route, and only those', () => {
    const routes = registeredRoutes(app.app);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/data/:query' });
    expect(routes).toContainEqual({ method: 'HEAD', url: '/index.html' });
    const entries = corpus(context);
    const missing = routes.filter((route) => !entries.some((entry) => matches(entry, route)));
    expect(missing, 'routes without corpus entries (add them to tests/security/corpus.ts)').toEqual([]);
    const stale = entries.filter((entry) => !entry.methods.every((method) => routes.some((route) => matches({ ...entry, methods: [method] }, route))));
    expect(stale.map(describeEntry), 'corpus entries of no registered route').toEqual([]);
  });

  it.each(corpus({ key: '' }).map((entry, i) => [describeEntry(entry), i] as const))('%s refuses every bad input', async (_name, i) => {
    const entry = corpus(context)[i];
    for (const sample of entry.samples) {
      expect(await sampleAnswers(sample), sample.name).toMatchObject({ status: sample.status ?? 200 });
    }
    const probes = entry.samples.flatMap((sample) => [
      ...withHead(fieldProbes(sample)),
      ...bodyProbes(entry, sample, app.app.initialConfig.bodyLimit!),
      ...withHead(urlProbes(sample)),
      ...methodProbes(entry, sample),
      ...duplicateParamProbes(sample),
      ...encodingProbes(sample),
    ]);
    expect(await runProbes(app.url, probes)).toEqual([]);
  });

  it('answers pages of the web app with index.html, reflecting nothing and serving nothing outside the build', async () => {
    const samples = fallbackSamples(context);
    const xssProbes = samples.flatMap((sample) =>
      sample.fields.flatMap((field) =>
        Object.values(XSS).map((payload): Probe => ({
          name: `${sample.name}: ${field.at.join('.')} = ${payload}`,
          request: requestOf({ ...sample, params: { ...sample.params, [field.at[1]]: payload } }),
          expect: 'answer',
        })),
      ),
    );
    const probes = [
      ...samples.map((sample): Probe => ({ name: sample.name, request: requestOf(sample), expect: 'answer' })),
      ...samples.flatMap(fieldProbes).map((probe): Probe => ({ ...probe, expect: 'answer' })),
      ...xssProbes,
    ];
    const leaks = (_probe: Probe, text: string) =>
      ['"name": "cubeviz"', 'root:x:0:0', ...Object.values(XSS)].find((marker) => text.includes(marker) || text.includes(encodeURIComponent(marker)));
    const failures = await runProbes(app.url, probes, (probe, text) => {
      const leaked = leaks(probe, text);
      return leaked ? `the answer holds ${leaked}` : undefined;
    });
    expect(failures).toEqual([]);
  });

  const source = { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en' };
  // The other cube joins on its year: only the hostile cube's joinBy id is wrong.
  const joinedBy = (joinBy: string) => ({
    cubeFilters: [
      { iri: HOSTILE.iri, joinBy: [joinBy] },
      { iri: OTHER_CUBE.iri, joinBy: [OTHER_CUBE.year] },
    ],
  });
  const reported: [string, string, object, RegExp][] = [
    ...['\u0000', '\u001f', '\u007f', '\ud800', '\uffff'].map((c): [string, string, object, RegExp] => [
      `a cube IRI with ${JSON.stringify(c)}`,
      '/api/data/dataCubeMetadata',
      { ...source, cubeFilter: { iri: HOSTILE.iri + c } },
      /cubeFilter.iri: must be an absolute IRI/,
    ]),
    [
      'a sign-up name of 65 characters',
      '/api/auth/sign-up',
      { name: 'n'.repeat(65), password: 'a long enough password' },
      /name: must be at most 64 characters/,
    ],
    ['joinBy __proto__', '/api/data/dataCubesObservations', { ...source, ...joinedBy('__proto__') }, /joinBy.0: must be a component id/],
    [
      'an unknown joinBy id',
      '/api/data/dataCubesObservations',
      { ...source, ...joinedBy(HOSTILE.id('year') + 'x') },
      /Unknown joinBy dimension https:\/\/example.org\/hostile\/cube___https:\/\/example.org\/hostile\/yearx in https:\/\/example.org\/hostile\/cube\/1/,
    ],
  ];
  it.each(reported)('answers %s with a 400 that says what is wrong', async (_what, url, body, message) => {
    const response = await send(app.url, {
      method: 'POST',
      url,
      headers: { ...context.leaving, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, data: null, message });
  });

  // After the samples above, whose answers it may change (a second sign-up of a name is a 409): each answer is checked against its status.
  it('sends what /api/openapi.json describes, and is answered as it says (every sample of every /api route)', async () => {
    const described = await (await fetch(`${app.url}/api/openapi.json`)).json();
    const ajv = new Ajv2020({ strict: false, validateFormats: false, validateSchema: false });
    ajv.addSchema(described, 'api');
    const problems: string[] = [];
    const check = (what: string, pointer: (string | number)[], value: unknown) => {
      const validate = ajv.compile({ $ref: `api#/${pointer.map((step) => String(step).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` });
      if (!validate(value)) problems.push(`${what}: ${ajv.errorsText(validate.errors)}`);
    };
    for (const entry of corpus(context).filter((e): e is RouteEntry & { url: string } => typeof e.url === 'string' && e.url.startsWith('/api/'))) {
      const path = entry.url.replace(/:(\w+)/g, '{$1}');
      for (const sample of entry.samples) {
        const operation = ['paths', path, sample.method.toLowerCase()];
        const documented = described.paths[path]?.[sample.method.toLowerCase()];
        if (!documented) {
          problems.push(`${sample.name}: no operation ${sample.method} ${path}`);
          continue;
        }
        const request = requestOf(sample);
        // The samples of unknown query names are refused on purpose.
        if (sample.status !== 400) {
          const [pathPart, queryPart] = request.url.split('?');
          const pathValues = entry.url
            .split('/')
            .flatMap((step, i) => (step.startsWith(':') ? [[step.slice(1), decodeURIComponent(pathPart.split('/')[i])]] : []));
          for (const [name, value] of [...pathValues, ...new URLSearchParams(queryPart)]) {
            const index = (documented.parameters ?? []).findIndex((p: { name: string }) => p.name === name);
            if (index < 0) problems.push(`${sample.name}: undocumented parameter ${name}`);
            else check(`${sample.name}: parameter ${name}`, [...operation, 'parameters', index, 'schema'], value);
          }
          const body = sample.form
            ? ['application/x-www-form-urlencoded', sample.form]
            : sample.body !== undefined
              ? ['application/json', sample.body]
              : undefined;
          if (body) check(`${sample.name}: body`, [...operation, 'requestBody', 'content', body[0] as string, 'schema'], body[1]);
        }
        const response = await send(app.url, request);
        const status = documented.responses[response.status] ? String(response.status) : `${String(response.status)[0]}XX`;
        const type = response.headers.get('content-type')?.split(';')[0];
        const content = documented.responses[status]?.content;
        if (!documented.responses[status]) problems.push(`${sample.name}: undocumented status ${response.status}`);
        else if (type && !content?.[type]) problems.push(`${sample.name}: undocumented answer ${response.status} ${type}`);
        else if (type === 'application/json' && content[type].schema) {
          check(`${sample.name}: answer ${response.status}`, [...operation, 'responses', status, 'content', type, 'schema'], await response.json());
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves Object.prototype as it was', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
