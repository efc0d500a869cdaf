/**
 * Limits of a measure and its standard error and confidence bounds, through real HTTP on the
 * small fixture cube tests/fixtures/air-quality-cube.ttl (embedded store).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

const CUBE = 'https://example.org/cube/air/1';
const FIXTURE = new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname;
const id = (path: string) => `${CUBE}___https://example.org/air/${path}`;
const station = (name: string) => `https://example.org/air/station/${name}`;

describe('limits and related dimensions on a fixture cube', () => {
  let server: TestServer;
  let remote: TestServer;
  const ask = async (on: TestServer, sourceUrl: string, name: string, variables: object, locale = 'en') => {
    const { status, body } = await on.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl, locale, ...variables });
    expect(status, body.message).toBe(200);
    return body.data[name];
  };
  const query = (name: string, variables: object, locale?: string) => ask(server, '/api/sparql', name, variables, locale);

  beforeAll(async () => {
    server = await startServer({ files: [FIXTURE] });
    // A second server with no store of its own, reading the first one's endpoint over HTTP.
    remote = await startServer({ endpoints: [`${server.url}/api/sparql`] });
  });
  afterAll(async () => {
    await remote?.close();
    await server?.close();
  });

  it('gives the measure its single-value, value-range and time-range limits, named in the locale', async () => {
    const { measures } = await query('dataCubesComponents', { cubeFilters: [{ iri: CUBE }] });
    expect(measures).toHaveLength(1);
    expect(measures[0]).toMatchObject({ id: id('no2'), unit: 'µg/m³' });
    // The limit over a half-open span of years is left out: it has no place on a chart.
    expect(measures[0].limits).toEqual([
      { type: 'single', name: 'Annual limit', related: [{ dimensionId: id('station'), dimensionValue: station('bern') }], value: 30 },
      {
        type: 'time-range',
        name: 'Reduction path',
        related: [{ dimensionId: id('station'), dimensionValue: station('bern') }],
        value: 25,
        timeRange: { dimensionId: id('year'), from: '2020', to: '2030' },
      },
      {
        type: 'value-range',
        name: 'Target range',
        related: [
          { dimensionId: id('station'), dimensionValue: station('lugano') },
          { dimensionId: id('year'), dimensionValue: '2021' },
        ],
        min: 10,
        max: 20.5,
      },
    ]);
    const german = await query('dataCubesComponents', { cubeFilters: [{ iri: CUBE, componentIds: [id('no2')] }] }, 'de');
    expect(german.measures[0].limits.map((l: any) => l.name)).toEqual(['Absenkpfad', 'Jahresgrenzwert', 'Zielbereich']);
  });

  it('gives dimensions the values their limits refer to, labelled, observed or not', async () => {
    const { dimensions } = await query('dataCubesComponents', { cubeFilters: [{ iri: CUBE }] });
    const byId = Object.fromEntries(dimensions.map((d: any) => [d.id, d]));
    // 2030 ends the reduction path's span: no observation has it, a chart's time axis needs it.
    expect(byId[id('year')].values.map((v: any) => v.value)).toEqual(['2020', '2021']);
    expect(byId[id('year')].relatedLimitValues).toEqual(['2020', '2021', '2030'].map((year) => ({ value: year, label: year })));
    expect(byId[id('station')].relatedLimitValues).toEqual([
      { value: station('bern'), label: 'Bern' },
      { value: station('lugano'), label: 'Lugano' },
    ]);
    expect('relatedLimitValues' in byId[id('no2Error')]).toBe(false);
  });

  it('types the standard error and the confidence bounds and relates them to the measure', async () => {
    const { dimensions } = await query('dataCubesComponents', { cubeFilters: [{ iri: CUBE }] });
    const related = [{ type: expect.any(String), id: id('no2') }];
    expect(dimensions.map((d: any) => [d.id, d.__typename, d.related?.[0].type])).toEqual([
      [id('year'), 'TemporalDimension', undefined],
      [id('station'), 'NominalDimension', undefined],
      [id('no2Error'), 'StandardErrorDimension', 'StandardError'],
      [id('no2Upper'), 'ConfidenceUpperBoundDimension', 'ConfidenceUpperBound'],
      [id('no2Lower'), 'ConfidenceLowerBoundDimension', 'ConfidenceLowerBound'],
    ]);
    for (const dimension of dimensions.slice(2)) expect(dimension).toMatchObject({ related, isNumerical: true, isKeyDimension: false });
    // Dimensions carry no limits: only measures do.
    expect(dimensions.some((d: any) => 'limits' in d)).toBe(false);
  });

  it('serves the standard error and the bounds as numbers next to the measure', async () => {
    const { data } = await query('dataCubesObservations', {
      cubeFilters: [{ iri: CUBE, filters: { [id('year')]: { type: 'single', value: '2021' }, [id('station')]: { type: 'single', value: station('bern') } } }],
    });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ [id('no2')]: 22, [id('no2Error')]: 2, [id('no2Upper')]: 26, [id('no2Lower')]: 18, [id('station')]: 'Bern' });
  });

  it('gives the same limits and related dimensions through the remote code path', async () => {
    const variables = { cubeFilters: [{ iri: CUBE }] };
    expect(await ask(remote, `${server.url}/api/sparql`, 'dataCubesComponents', variables, 'de')).toEqual(await query('dataCubesComponents', variables, 'de'));
  });
});
