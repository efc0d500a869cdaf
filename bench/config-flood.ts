/**
 * Storage under an anonymous config-create flood (issue 31 §2): 200 signed-out creates of
 * ~870 KB from one address, 4 at a time, against the config store on PGlite in a temp folder.
 * Three floods: one long title (800,000 characters over the four locales), a config whose texts
 * are short but whose multi filter holds 10,000 values, and one of 4,400 values (~400 KB, under
 * the size cap: the hourly quota stops it). Prints, per flood, what was
 * accepted and refused (by status), the growth of the database folder and when the first
 * refusal came. The server keeps its default limits (README "Configuration").
 * Run: npm run bench:config-flood   (CREATES=200 CONCURRENCY=4)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountRoutes } from '../src/server/api/accounts';
import { validateSavedConfig } from '../src/server/start';
import { openConfigStore } from '../src/server/store';
import { createAgent } from '../tests/support/agent';
import { savedStateFixture } from '../tests/support/fixtures';
import { startServer } from '../tests/support/server';
import { round } from './stats';

const CREATES = Number(process.env.CREATES ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);

const folderBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);

/** Text the database cannot compress, as an attacker would send (repeated characters take a few bytes on disk). */
const noise = (length: number) =>
  randomBytes(Math.ceil((length * 3) / 4))
    .toString('base64url')
    .slice(0, length);
const longTitle = () => savedStateFixture(noise(200_000));
const manyFilterValues = (n: number) => () => {
  const state = savedStateFixture();
  const values = Object.fromEntries(Array.from({ length: n }, () => [`https://ld.admin.ch/municipality/${noise(50)}`, true as const]));
  state.chartConfigs[0].cubes[0].filters = { cube___canton: { type: 'multi', values } };
  return state;
};

const flood = async (name: string, data: () => unknown) => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const store = await openConfigStore({ dataDir: dir });
  const server = await startServer({ files: [], plugins: [(app) => accountRoutes(app, { store, validateData: validateSavedConfig })] });
  const body = { data: data(), published_state: 'PUBLISHED' };
  const before = folderBytes(dir);
  const statuses = new Map<number, number>();
  let firstRefusal: { ms: number; after: number; message: string } | undefined;
  let next = 0;
  let accepted = 0;
  const started = performance.now();
  // One browser of one address: the CSRF cookie is fetched once.
  const agent = createAgent(server.url);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CREATES) {
        next++;
        const { status, body: answer } = await agent.post('/api/config-create', body);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200) accepted++;
        else firstRefusal ??= { ms: performance.now() - started, after: accepted, message: String(answer?.message).slice(0, 160) };
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await server.close();
  await store.close();
  const after = folderBytes(dir);
  console.log(`${name}: ${JSON.stringify(body).length} bytes per request, ${CREATES} creates in ${round(seconds)} s`);
  console.log(`  answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
  console.log(`  database folder: ${round(before / 2 ** 20)} MiB before, ${round(after / 2 ** 20)} MiB after (+${round((after - before) / 2 ** 20)} MiB)`);
  console.log(
    firstRefusal
      ? `  first refusal after ${round(firstRefusal.ms)} ms and ${firstRefusal.after} accepted creates: ${firstRefusal.message}`
      : '  no create was refused',
  );
};

await flood('long title', longTitle);
await flood('10,000 filter values', manyFilterValues(10_000));
await flood('4,400 filter values (within CONFIG_MAX_BYTES)', manyFilterValues(4_400));
