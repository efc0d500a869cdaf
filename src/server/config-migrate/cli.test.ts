/** The config:migrate command line, run as a user runs it (tsx, a file, stdout and stderr). */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../domain/config/migrations/test-fixtures';

const CLI = new URL('./cli.ts', import.meta.url).pathname;
const ROOT = new URL('../../..', import.meta.url).pathname;
const FIXTURES = new URL('../../domain/config/migrations/fixtures/', import.meta.url).pathname;

const run = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [CLI, ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
};

describe('npm run config:migrate', () => {
  it('loads a 1.x state to a valid 5.0.0 config', async () => {
    const { code, stdout } = await run(join(FIXTURES, 'state-1.0.0-column-time-slider.json'));
    expect(code).toBe(0);
    const config = JSON.parse(stdout);
    expect(config.version).toBe('5.0.0');
    expect(config.chartConfigs[0].fields.animation).toMatchObject({ showPlayButton: true, type: 'continuous' });
  });

  it('takes a config down with --to, keeping the envelope of a saved record, and warns what it leaves out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-migrate-'));
    const file = join(dir, 'record.json');
    writeFileSync(file, JSON.stringify({ key: 'lotharColumn', published_state: 'PUBLISHED', data: fixture('state-5.0.0-column-annotation-and-text-block') }));
    const { code, stdout, stderr } = await run(file, '--to', '1.0.0');
    expect(code).toBe(0);
    const record = JSON.parse(stdout);
    expect(record.key).toBe('lotharColumn');
    expect(record.data).toMatchObject({ version: '1.0.0', chartConfig: { version: '1.4.2', chartType: 'column' } });
    expect(stderr).toContain('warning: Text blocks have no form before version 4.2.0 and are left out.');
  });

  it('fails with exit code 1 and a message naming the version', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-migrate-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ version: '7.1.0', chartConfigs: [] }));
    const { code, stdout, stderr } = await run(file);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Invalid config \(version 7\.1\.0\): unknown version "7\.1\.0"/);
    expect((await run()).stderr).toMatch(/^Usage: npm run config:migrate/);
  });
});
