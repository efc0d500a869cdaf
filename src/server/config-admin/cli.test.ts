/** npm run configs: the operator lists and prunes signed-out configs, and nothing else. */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedStateFixture } from '../../../tests/support/fixtures';
import { openConfigStore, type ConfigStore } from '../store';
import { parseAge, parseConfigsCommand, runConfigsCommand } from './commands';

const ROOT = new URL('../../..', import.meta.url).pathname;
const DAY = 86_400_000;

describe('parseConfigsCommand', () => {
  it('reads ages of hours, days and weeks', () => {
    expect([parseAge('12h'), parseAge('30d'), parseAge('8w')]).toEqual([12 * 3_600_000, 30 * DAY, 56 * DAY]);
    expect([parseAge('30'), parseAge('1m'), parseAge('-1d'), parseAge('d')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it.each([
    [[], /^Usage: npm run configs/],
    [['remove-all'], /^Usage/],
    [['prune'], /^prune needs --older-than/],
    [['prune', '--older-than', '30 days'], /^--older-than 30 days: not an age/],
    [['prune', '--older-than'], /^--older-than needs an age/],
    [['list-anonymous', '--dry-run'], /^--dry-run is for prune/],
    [['list-anonymous', '--all'], /^Usage/],
  ])('refuses %j with a message', (args, message) => {
    expect(() => parseConfigsCommand(args)).toThrow(message);
  });
});

describe('npm run configs on a store', () => {
  let store: ConfigStore;
  const dir = mkdtempSync(join(tmpdir(), 'configs-cli-'));
  const keys: Record<string, string> = {};
  beforeAll(async () => {
    store = await openConfigStore({ dataDir: join(dir, 'pglite') });
    const user = await store.accounts.createLocalUser({ name: 'Owner', login: 'owner', passwordHash: 'x' });
    keys.published = (await store.create({ data: savedStateFixture('Published\nwithout account'), publishedState: 'PUBLISHED' })).key;
    keys.draft = (await store.create({ data: savedStateFixture('Draft without account'), publishedState: 'DRAFT' })).key;
    keys.owned = (await store.create({ data: savedStateFixture('Owned'), userId: user!.id, publishedState: 'DRAFT' })).key;
  });
  afterAll(() => store?.close());

  const run = async (args: string[], now?: Date) => {
    const lines: string[] = [];
    await runConfigsCommand(parseConfigsCommand(args, now), store.anonymous, (line) => lines.push(line));
    return lines;
  };

  it('lists the signed-out configs with their size, views and first title, on one line each', async () => {
    const lines = await run(['list-anonymous']);
    expect(lines[0]).toBe('key\tstate\tbytes\tviews\tcreated\ttitle');
    expect(lines.slice(1, -1).map((line) => line.split('\t'))).toEqual([
      [keys.published, 'PUBLISHED', expect.stringMatching(/^\d{4}$/), '0', expect.any(String), 'Published without account'],
      [keys.draft, 'DRAFT', expect.stringMatching(/^\d{4}$/), '0', expect.any(String), 'Draft without account'],
    ]);
    expect(lines.at(-1)).toMatch(/^2 signed-out configs, [\d,]+ bytes\.$/);
    expect(await run(['list-anonymous', '--unpublished'])).toHaveLength(3);
  });

  it('prunes by age and state, saying what it would do first, and never an owned config', async () => {
    // Nothing is 30 days old yet.
    expect(await run(['prune', '--older-than', '30d'])).toEqual([expect.stringMatching(/^Removed 0 signed-out configs created before .+ \(0 bytes\)\.$/)]);
    const later = new Date(Date.now() + 31 * DAY);
    expect(await run(['prune', '--older-than', '30d', '--unpublished', '--dry-run'], later)).toEqual([
      expect.stringMatching(/^Would remove 1 signed-out drafts created before .+ \([\d,]+ bytes\)\.$/),
    ]);
    expect(await store.get(keys.draft)).toBeDefined();
    expect(await run(['prune', '--older-than', '30d', '--unpublished'], later)).toEqual([expect.stringMatching(/^Removed 1 signed-out drafts/)]);
    expect(await store.get(keys.draft)).toBeUndefined();
    expect(await run(['prune', '--older-than', '30d'], later)).toEqual([expect.stringMatching(/^Removed 1 signed-out configs/)]);
    expect(await store.get(keys.published)).toBeUndefined();
    expect(await store.get(keys.owned)).toBeDefined();
  });

  it('runs as npm run configs does, on the database of STATE_DIR, exit 1 with the usage on bad arguments', async () => {
    await store.close();
    const cli = (...args: string[]) =>
      promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), ['src/server/config-admin/cli.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, STATE_DIR: dir, DATABASE_URL: '' },
      });
    const { stdout } = await cli('list-anonymous');
    expect(stdout).toBe('key\tstate\tbytes\tviews\tcreated\ttitle\n0 signed-out configs, 0 bytes.\n');
    await expect(cli('prune')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/^prune needs --older-than\nUsage: npm run configs/) });
    store = await openConfigStore({ dataDir: join(dir, 'pglite') });
  });
});
