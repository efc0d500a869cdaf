/**
 * npm run configs -- list-anonymous | prune … (commands.ts): the configs created signed out, in
 * the database the server uses (DATABASE_URL, else PGlite under STATE_DIR). Exit 1 on any problem.
 */
import { join } from 'node:path';
import { readSettings } from '../settings';
import { openConfigStore } from '../store';
import { parseConfigsCommand, runConfigsCommand, UsageError } from './commands';

const main = async () => {
  const command = parseConfigsCommand(process.argv.slice(2));
  const settings = readSettings();
  const store = await openConfigStore({ databaseUrl: settings.DATABASE_URL, dataDir: join(settings.STATE_DIR, 'pglite') });
  try {
    await runConfigsCommand(command, store.anonymous, (line) => process.stdout.write(`${line}\n`));
  } finally {
    await store.close();
  }
};

main().catch((error: Error) => {
  process.stderr.write(`${error instanceof UsageError ? error.message : `${error.name}: ${error.message}`}\n`);
  process.exit(1);
});
