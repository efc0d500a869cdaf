/** The config table and the numbered schema steps that make it, in one SQL dialect for PGlite and PostgreSQL. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';

export type PublishedState = 'DRAFT' | 'PUBLISHED';

/** The range of an `integer` column (user_id, view_count): 32-bit signed. */
export const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

export interface ConfigTable {
  key: string;
  user_id: number | null;
  published_state: PublishedState;
  data: ColumnType<unknown, string, string>;
  /** Bytes of the data's JSON text, computed by the database (003-config-size.sql). */
  data_bytes: ColumnType<number, never, never>;
  view_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SchemaMigrationTable {
  version: number;
  name: string;
  applied_at: Generated<Date>;
}

export interface UserTable {
  id: Generated<number>;
  name: string;
  login: string | null;
  password_hash: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  created_at: Generated<Date>;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface ColorPaletteTable {
  palette_id: string;
  user_id: number;
  name: string;
  type: 'categorical' | 'sequential' | 'diverging';
  colors: ColumnType<string[], string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A signed-out config create of a client, counted for its hourly quota (004-anonymous-create.sql). */
export interface AnonymousCreateTable {
  client_hash: string;
  created_at: Generated<Date>;
}

export interface Database {
  config: ConfigTable;
  schema_migration: SchemaMigrationTable;
  app_user: UserTable;
  session: SessionTable;
  color_palette: ColorPaletteTable;
  anonymous_create: AnonymousCreateTable;
}

/** Where the numbered schema steps live: NNN-what.sql, applied in order of their number. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export type SchemaMigration = { version: number; name: string; sql: string };

/** The numbered SQL files of a folder, in order. */
export const readMigrations = (dir = MIGRATIONS_DIR): SchemaMigration[] =>
  readdirSync(dir)
    .flatMap((name) => {
      const match = /^(\d{3})-[\w-]+\.sql$/.exec(name);
      return match ? [{ version: Number(match[1]), name, sql: readFileSync(join(dir, name), 'utf8') }] : [];
    })
    .sort((a, b) => a.version - b.version);

/** Statements of a migration file, one at a time (PGlite's prepared queries take one each). */
const statements = (text: string) =>
  text
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);

/** Any number: it only has to be the same for every instance that migrates this database. */
const MIGRATION_LOCK = 640_018;

/**
 * Applies the schema steps a database has not had yet, in one transaction, and records each in
 * schema_migration. Run at every open; instances starting together wait for each other's lock.
 * A database created before the steps were numbered has the config table already: step 001
 * creates it only where it is missing.
 */
export const migrate = async (db: Kysely<Database>, migrations = readMigrations()) =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS schema_migration (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migration').select('version').execute()).map((r) => r.version));
    const applied: string[] = [];
    for (const migration of migrations.filter((m) => !done.has(m.version))) {
      for (const statement of statements(migration.sql)) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migration').values({ version: migration.version, name: migration.name }).execute();
      applied.push(migration.name);
    }
    return applied;
  });
