/**
 * Custom map layers: parsing each real capabilities document of ../shared/data/wms (median of
 * RUNS, well-formedness check included), the layers offered and skipped, the size of the API's
 * answer (JSON and gzipped); then through HTTP against a provider on loopback: the first cold
 * /api/map/capabilities call (it starts the parser's worker), a cold call for the federal WMS once
 * the worker runs, with the event loop's longest stall meanwhile, a warm call, and TILES proxied
 * tiles one after another.
 * Run: npx tsx bench/map-layers.ts
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { allLayers, parseCapabilities, type ProviderType, type RemoteLayer } from '../src/domain/map/capabilities';
import { buildApp } from '../src/server/app';
import { DataSources } from '../src/server/data/sources';
import { startMapProvider } from '../tests/support/map-provider';
import { median, percentile, round } from './stats';

const RUNS = 5;
const TILES = 100;
const SHARED = new URL('../../shared/data/wms/', import.meta.url).pathname;
const DOCUMENTS: [string, ProviderType][] = [
  ['geo-admin.wms.xml', 'wms'],
  ['wms-geo-ag-ch.wms.xml', 'wms'],
  ['geo-admin.wmts.xml', 'wmts'],
  ['geoserver-swissdatacube.wmts.xml', 'wmts'],
];

for (const [name, type] of DOCUMENTS) {
  const xml = readFileSync(SHARED + name, 'utf8');
  const times: number[] = [];
  let parsed = parseCapabilities(type, xml, 'https://provider.example/');
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    parsed = parseCapabilities(type, xml, 'https://provider.example/');
    times.push(performance.now() - started);
  }
  const json = Buffer.from(JSON.stringify({ success: true, data: parsed }));
  console.log(
    JSON.stringify({
      document: name,
      bytes: Buffer.byteLength(xml),
      parseMs: round(median(times)),
      layers: [...allLayers<RemoteLayer>(parsed.layers)].filter((l) => l.key).length,
      skipped: parsed.skipped.length,
      answerBytes: json.length,
      answerGzipBytes: gzipSync(json).length,
    }),
  );
}

const provider = await startMapProvider();
const app = await buildApp({
  sources: new DataSources({
    endpoints: ['http://127.0.0.1:9/sparql'],
    defaultUrl: 'http://127.0.0.1:9/sparql',
    remote: { timeoutMs: 1_000, maxBytes: 1_000 },
  }),
  settings: { MAP_PROVIDERS: [provider.base], RATE_LIMIT_MAX: 0 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const timed = async (path: string) => {
  const started = performance.now();
  const response = await fetch(base + path, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
};
const capabilities = `/api/map/capabilities?type=wms&url=${encodeURIComponent(`${provider.base}/wms`)}&lang=en`;
const first = await timed(`/api/map/capabilities?type=wmts&url=${encodeURIComponent(`${provider.base}/geoserver/gwc/service/wmts`)}&lang=en`);
const stalls = monitorEventLoopDelay({ resolution: 10 });
stalls.enable();
const cold = await timed(capabilities);
stalls.disable();
await new Promise((resolve) => setTimeout(resolve, 500)); // the gzip copy is made after the first answer
const warm = await timed(capabilities);
const tiles: number[] = [];
for (let i = 0; i < TILES; i++) {
  tiles.push((await timed(`/api/map/tile?url=${encodeURIComponent(`${provider.base}/1.0.0/ch.are.siedlung/default/2021/3857/8/${i}/90.png`)}`)).ms);
}
console.log(
  JSON.stringify({
    firstCapabilitiesColdMs: round(first.ms),
    capabilitiesColdMs: round(cold.ms),
    eventLoopMaxStallMs: round(stalls.max / 1e6),
    capabilitiesWarmMs: round(warm.ms),
    tileMedianMs: round(median(tiles)),
    tileP95Ms: round(percentile(tiles, 95)),
  }),
);
await app.close();
await provider.close();
