/**
 * Cold and warm start of `npm start`: time from spawning the process to the first answer of
 * /api/data/sources. Cold = empty state folder (catalogue built, database created); warm = the same
 * folder again. Run: npx tsx bench/start.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, round } from './stats';

const PORT = 3917;
const RUNS = Number(process.env.RUNS ?? 3);

const startOnce = async (stateDir: string) => {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(PORT), STATE_DIR: stateDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/data/sources`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
};

const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const stateDir = mkdtempSync(join(tmpdir(), 'start-'));
  cold.push(await startOnce(stateDir));
  warm.push(await startOnce(stateDir));
  rmSync(stateDir, { recursive: true, force: true });
}
console.log(`npm start → first answer, ${RUNS} runs`);
console.log(`cold (empty state folder) ms: median ${round(median(cold))}, runs ${cold.map(round).join(', ')}`);
console.log(`warm (cached catalogue, existing database) ms: median ${round(median(warm))}, runs ${warm.map(round).join(', ')}`);
