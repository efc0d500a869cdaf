/**
 * Saved configs (spec 001 §3 "Saved config"): PGlite under the state folder by default,
 * PostgreSQL with DATABASE_URL — the same schema and SQL through kysely.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Selectable } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { createChartKey } from '../../domain/config/keys';
import { accountStore, type AccountStore } from './accounts';
import { anonymousConfigStore, type AnonymousConfigStore } from './anonymous';
import { paletteStore, type PaletteStore } from './palettes';
import { INTEGER_RANGE, migrate, type ConfigTable, type Database, type PublishedState } from './schema';

export { INTEGER_RANGE, type AccountStore, type AnonymousConfigStore, type PaletteStore, type PublishedState };

export type SavedConfig = {
  key: string;
  user_id: number | null;
  published_state: PublishedState;
  data: unknown;
  viewCount: number;
  created_at: Date;
  updated_at: Date;
};

export type ConfigStore = {
  create(input: { key?: string; data: unknown; userId?: number | null; publishedState: PublishedState }): Promise<SavedConfig>;
  /**
   * Undefined when no config has the key (and, given an owner, when the owner has none of that
   * key); a failed write leaves the stored config unchanged.
   */
  update(key: string, input: { data: unknown; publishedState: PublishedState; ownerId?: number }): Promise<SavedConfig | undefined>;
  remove(key: string, ownerId?: number): Promise<boolean>;
  get(key: string): Promise<SavedConfig | undefined>;
  /** The owner of a config (null: none), undefined when no config has the key; reads no config data. */
  ownerOf(key: string): Promise<number | null | undefined>;
  /** A user's configs, the last changed first. */
  list(userId: number): Promise<SavedConfig[]>;
  /** How many configs a user owns. */
  countOwned(userId: number): Promise<number>;
  /** Configs without an owner (created signed out). */
  anonymous: AnonymousConfigStore;
  accounts: AccountStore;
  palettes: PaletteStore;
  incrementViewCount(key: string): Promise<number | undefined>;
  /** Resolves when the database answers a trivial query (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const toSaved = (row: Selectable<ConfigTable>): SavedConfig => ({
  key: row.key,
  user_id: row.user_id,
  published_state: row.published_state,
  data: row.data,
  viewCount: row.view_count,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const UNIQUE_VIOLATION = '23505';

export const openConfigStore = async (options: { databaseUrl?: string; dataDir?: string }): Promise<ConfigStore> => {
  let dialect;
  if (options.databaseUrl) {
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) });
  } else {
    const dataDir = options.dataDir ?? './.data/pglite';
    mkdirSync(dataDir, { recursive: true });
    dialect = new PGliteDialect(await PGlite.create(dataDir));
  }
  const db = new Kysely<Database>({ dialect });
  await migrate(db);

  const insert = (key: string, input: Parameters<ConfigStore['create']>[0]) =>
    db
      .insertInto('config')
      .values({ key, user_id: input.userId ?? null, published_state: input.publishedState, data: JSON.stringify(input.data) })
      .returningAll()
      .executeTakeFirstOrThrow();

  return {
    async create(input) {
      // A generated key may collide with a stored one (62^12 keys: rarely); then another is drawn.
      for (let attempt = 0; ; attempt++) {
        const key = input.key ?? createChartKey();
        try {
          return toSaved(await insert(key, input));
        } catch (error) {
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION || input.key || attempt >= 5) throw error;
        }
      }
    },
    async update(key, input) {
      // One statement in a transaction: it either replaces the config or leaves it as it was.
      const row = await db.transaction().execute((trx) =>
        trx
          .updateTable('config')
          .set({ data: JSON.stringify(input.data), published_state: input.publishedState, updated_at: new Date() })
          .where('key', '=', key)
          .$if(input.ownerId !== undefined, (query) => query.where('user_id', '=', input.ownerId!))
          .returningAll()
          .executeTakeFirst(),
      );
      return row && toSaved(row);
    },
    async remove(key, ownerId) {
      const result = await db
        .deleteFrom('config')
        .where('key', '=', key)
        .$if(ownerId !== undefined, (query) => query.where('user_id', '=', ownerId!))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async get(key) {
      const row = await db.selectFrom('config').selectAll().where('key', '=', key).executeTakeFirst();
      return row && toSaved(row);
    },
    async ownerOf(key) {
      const row = await db.selectFrom('config').select('user_id').where('key', '=', key).executeTakeFirst();
      return row ? row.user_id : undefined;
    },
    async list(userId) {
      const rows = await db.selectFrom('config').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc').execute();
      return rows.map(toSaved);
    },
    async countOwned(userId) {
      const row = await db
        .selectFrom('config')
        .select(sql<string>`count(*)`.as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    anonymous: anonymousConfigStore(db),
    accounts: accountStore(db),
    palettes: paletteStore(db),
    async incrementViewCount(key) {
      const row = await db
        .updateTable('config')
        // Stops at the column's largest value instead of failing the view with an overflow.
        .set({ view_count: sql<number>`least(view_count::bigint + 1, ${INTEGER_RANGE.max})::integer` })
        .where('key', '=', key)
        .returning('view_count')
        .executeTakeFirst();
      return row?.view_count;
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
};
