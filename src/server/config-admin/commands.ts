/**
 * The operator's view of configs created signed out (`npm run configs -- …`, cli.ts):
 *
 *   list-anonymous [--older-than AGE] [--unpublished]     one line per config, the oldest first
 *   prune --older-than AGE [--unpublished] [--dry-run]    removes them (or says what it would)
 *
 * AGE is a number of hours, days or weeks (`12h`, `30d`, `8w`); --unpublished keeps to drafts.
 * Signed-in authors' configs are never listed or removed here.
 */
import { parseArgs } from 'node:util';
import { formatCount } from '../../domain/config/write-limits';
import type { AnonymousFilter, AnonymousConfigStore } from '../store/anonymous';

export const USAGE = [
  'Usage: npm run configs -- list-anonymous [--older-than AGE] [--unpublished]',
  '       npm run configs -- prune --older-than AGE [--unpublished] [--dry-run]',
  'AGE: hours, days or weeks (12h, 30d, 8w). With the embedded database (no DATABASE_URL), stop the server first.',
].join('\n');

const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** Milliseconds of an age such as `30d`; undefined when it is none. */
export const parseAge = (text: string): number | undefined => {
  const match = /^(\d+)([hdw])$/.exec(text.trim());
  return match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : undefined;
};

export class UsageError extends Error {}

export type ConfigsCommand = { command: 'list-anonymous' | 'prune'; filter: AnonymousFilter; dryRun: boolean };

/** The command of the arguments; throws UsageError for arguments it cannot take. */
export const parseConfigsCommand = (args: string[], now = new Date()): ConfigsCommand => {
  const { values, positionals } = parseArgs({
    args,
    options: { 'older-than': { type: 'string' }, unpublished: { type: 'boolean' }, 'dry-run': { type: 'boolean' } },
    allowPositionals: true,
    strict: false,
  });
  const [command, ...rest] = positionals;
  const unknown = Object.keys(values).find((name) => !['older-than', 'unpublished', 'dry-run'].includes(name));
  if (unknown || rest.length || (command !== 'list-anonymous' && command !== 'prune')) throw new UsageError(USAGE);
  const olderThan = values['older-than'];
  if (olderThan !== undefined && typeof olderThan !== 'string') throw new UsageError(`--older-than needs an age\n${USAGE}`);
  const age = olderThan === undefined ? undefined : parseAge(olderThan);
  if (olderThan !== undefined && age === undefined) throw new UsageError(`--older-than ${olderThan}: not an age such as 12h, 30d or 8w\n${USAGE}`);
  if (command === 'prune' && age === undefined) throw new UsageError(`prune needs --older-than\n${USAGE}`);
  if (command === 'list-anonymous' && values['dry-run']) throw new UsageError(`--dry-run is for prune\n${USAGE}`);
  return {
    command,
    filter: { createdBefore: age === undefined ? undefined : new Date(now.getTime() - age), unpublished: values.unpublished === true },
    dryRun: values['dry-run'] === true,
  };
};

/** Runs a command on the store, writing its lines. */
export const runConfigsCommand = async ({ command, filter, dryRun }: ConfigsCommand, store: AnonymousConfigStore, write: (line: string) => void) => {
  const which = `signed-out ${filter.unpublished ? 'drafts' : 'configs'}${filter.createdBefore ? ` created before ${filter.createdBefore.toISOString()}` : ''}`;
  if (command === 'prune' && !dryRun) {
    const pruned = await store.prune(filter);
    write(`Removed ${formatCount(pruned.configs)} ${which} (${formatCount(pruned.bytes)} bytes).`);
    return;
  }
  const configs = await store.list(filter);
  const bytes = configs.reduce((sum, c) => sum + c.bytes, 0);
  if (command === 'prune') {
    write(`Would remove ${formatCount(configs.length)} ${which} (${formatCount(bytes)} bytes).`);
    return;
  }
  write(['key', 'state', 'bytes', 'views', 'created', 'title'].join('\t'));
  // Titles are untrusted text: one line each, without control characters.
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  for (const c of configs) write([c.key, c.published_state, c.bytes, c.viewCount, c.created_at.toISOString(), oneLine(c.title)].join('\t'));
  write(`${formatCount(configs.length)} ${which}, ${formatCount(bytes)} bytes.`);
};
