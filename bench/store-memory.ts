/**
 * The embedded store's memory (issue 32 item 5): the process's RSS with one and two workers, each
 * holding a copy of the store, for the bundled catalogue and the big cubes (bench/big-cube/generate.ts,
 * written to /tmp/cubeviz-big/<size> by npm run bench:big-cube): what a worker costs per million
 * triples and per byte of RDF (the factor of src/server/data/store-sizing.ts).
 * Run: npm run bench:store-memory
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCatalogue } from '../src/server/import/catalogue';
import { rdfBytes } from '../src/server/data/store-sizing';
import { StorePool } from '../src/server/data/store-pool';
import { selectTsv } from '../src/server/data/store-query';
import { round } from './stats';

const MB = 1024 * 1024;
const catalogue = await buildCatalogue({ cacheDir: mkdtempSync(join(tmpdir(), 'store-memory-')) });
const sets: [string, string[]][] = [['bundled catalogue', catalogue.files]];
for (const size of ['1e5', '1e6']) {
  const file = `/tmp/cubeviz-big/${size}/data/${size}.ttl`;
  if (existsSync(file)) sets.push([`big cube ${size}`, [file]]);
}

console.log('data | RDF MB | triples | RSS +MB, 1 worker | RSS +MB, 2 workers | MB per worker | MB per million triples | worker bytes per RDF byte');
for (const [label, files] of sets) {
  const rss = process.memoryUsage().rss;
  const pool = await StorePool.start({ files, size: 1, timeoutMs: 600_000 });
  const one = process.memoryUsage().rss - rss;
  const triples = Number((await selectTsv(pool, 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }')).split('\n')[1].replace(/^"|".*$/g, ''));
  await pool.close();
  const two = await StorePool.start({ files, size: 2, timeoutMs: 600_000 });
  while (two.readyWorkers < 2) await new Promise((resolve) => setTimeout(resolve, 200));
  const both = process.memoryUsage().rss - rss;
  await two.close();
  // The second worker's share: what one more copy of the store costs.
  const worker = both - one;
  const bytes = rdfBytes(files);
  console.log(
    [
      label,
      round(bytes / MB),
      triples,
      round(one / MB),
      round(both / MB),
      round(worker / MB),
      round(worker / MB / (triples / 1e6)),
      round(worker / bytes),
    ].join(' | '),
  );
}
