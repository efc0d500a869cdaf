/**
 * The database schema is versioned: numbered SQL steps applied at open, each once. A database
 * created by the previous schema (before the steps were numbered) is upgraded without losing its
 * saved configs. (PostgreSQL runs the same SQL: configs.test.ts opens the store there with TEST_DATABASE_URL.)
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { describe, expect, it } from 'vitest';
import { openConfigStore } from '../../src/server/store';
import { MIGRATIONS_DIR, migrate, readMigrations, type Database } from '../../src/server/store/schema';

/** The previous release ran what is now step 001 at every open, and recorded nothing. */
const previousSchema = readMigrations()[0].sql;
const oldConfig = JSON.parse(readFileSync(new URL('../fixtures/configs/pie-1.2.0-enterprises-by-size-class.json', import.meta.url), 'utf8'));

const pglite = async (dir: string) => new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create(dir)) });
const applied = async (db: Kysely<Database>) =>
  (await db.selectFrom('schema_migration').select(['version', 'name']).orderBy('version').execute()).map((r) => `${r.version} ${r.name}`);

describe('numbered schema migrations', () => {
  it('are the SQL files of the migrations folder, in order, starting at 001', () => {
    const migrations = readMigrations();
    expect(migrations[0]).toMatchObject({ version: 1, name: '001-config.sql' });
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort((a, b) => a - b));
  });

  it('upgrade a database created by the previous schema, keeping its saved configs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-previous-'));
    // What the previous release left: the config table, one saved config, no record of steps.
    const before = await pglite(dir);
    await sql.raw(previousSchema).execute(before);
    await sql`INSERT INTO config (key, published_state, data, view_count) VALUES ('oldChart0001', 'PUBLISHED', ${JSON.stringify(oldConfig)}, 7)`.execute(
      before,
    );
    // Before accounts, any request could claim any user_id.
    await sql`INSERT INTO config (key, user_id, published_state, data) VALUES ('claimed00001', 1, 'DRAFT', ${JSON.stringify(oldConfig)})`.execute(before);
    await before.destroy();

    const store = await openConfigStore({ dataDir: dir });
    const saved = await store.get('oldChart0001');
    expect(saved).toMatchObject({ key: 'oldChart0001', published_state: 'PUBLISHED', viewCount: 7, data: oldConfig });
    expect(await store.incrementViewCount('oldChart0001')).toBe(8);
    // Step 002 (accounts): an unchecked claim owns nothing, not even once a user 1 signs up.
    const user = await store.accounts.createLocalUser({ name: 'First user', login: 'first user', passwordHash: 'x' });
    expect(user?.id).toBe(1);
    expect(await store.get('claimed00001')).toMatchObject({ user_id: null, data: oldConfig });
    expect(await store.list(1)).toEqual([]);
    await store.close();

    const after = await pglite(dir);
    expect(await applied(after)).toEqual(readMigrations().map((m) => `${m.version} ${m.name}`));
    await after.destroy();
  });

  it('apply a later step once, after the ones a database has', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-later-'));
    const db = await pglite(dir);
    expect(await migrate(db, readMigrations().slice(0, 1))).toEqual(['001-config.sql']);
    await sql`INSERT INTO config (key, published_state, data) VALUES ('keptChart001', 'DRAFT', '{}')`.execute(db);

    const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
    copyFileSync(join(MIGRATIONS_DIR, '001-config.sql'), join(folder, '001-config.sql'));
    writeFileSync(
      join(folder, '002-config-note.sql'),
      "-- A later release adds a column.\nALTER TABLE config ADD COLUMN note text NOT NULL DEFAULT '';\nCREATE INDEX config_note ON config (note);\n",
    );
    expect(await migrate(db, readMigrations(folder))).toEqual(['002-config-note.sql']);
    expect(await migrate(db, readMigrations(folder))).toEqual([]);
    expect(await applied(db)).toEqual(['1 001-config.sql', '2 002-config-note.sql']);
    const row = await sql<{ key: string; note: string }>`SELECT key, note FROM config`.execute(db);
    expect(row.rows).toEqual([{ key: 'keptChart001', note: '' }]);
    await db.destroy();
  });

  it('leave the database as it was when a step fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-failing-'));
    const db = await pglite(dir);
    const failing = [
      ...readMigrations(),
      { version: 2, name: '002-broken.sql', sql: 'ALTER TABLE config ADD COLUMN half text;\nALTER TABLE nowhere ADD COLUMN x text;' },
    ];
    await expect(migrate(db, failing)).rejects.toThrow(/nowhere/);
    const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`.execute(db);
    expect(tables.rows).toEqual([]);
    await db.destroy();
  });
});
