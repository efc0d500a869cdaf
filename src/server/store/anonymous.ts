/**
 * Configs created signed out (no owner): what they cost lately, for the hourly budget of
 * config-create, how many each client created lately, for its quota, and what the operator sees
 * and prunes (`npm run configs`).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, PublishedState } from './schema';

export type AnonymousConfig = {
  key: string;
  published_state: PublishedState;
  /** Bytes of the config's JSON text. */
  bytes: number;
  viewCount: number;
  created_at: Date;
  /** The first chart's English title (or German), cut to 80 characters; empty when it has none. */
  title: string;
};

/** A signed-out create counted against its client's quota, or refused with the time until one is free. */
export type CreateGrant = { granted: true } | { granted: false; retryInMs: number };

/** Any number: the first half of the advisory lock a client's creates take turns on. */
const CREATE_LOCK = 640_032;

/** Which signed-out configs: created before a moment, drafts only. */
export type AnonymousFilter = { createdBefore?: Date; unpublished?: boolean };

export type AnonymousConfigStore = {
  /** Bytes of the signed-out configs created in the last `ms` milliseconds, and the age of the oldest of them. */
  createdWithin(ms: number): Promise<{ bytes: number; oldestAgeMs?: number }>;
  /**
   * Counts a signed-out create of a client (its address) against a quota of `perWindow` creates
   * in the last `windowMs`, in the database: every instance holds the client to the same count.
   * Creates of one client take turns (an advisory lock), so two at once on two instances count as two.
   */
  takeCreate(client: string, perWindow: number, windowMs: number): Promise<CreateGrant>;
  /** The signed-out configs of the filter, the oldest first. */
  list(filter?: AnonymousFilter): Promise<AnonymousConfig[]>;
  /** Removes the signed-out configs of the filter; answers how many and their bytes. */
  prune(filter: AnonymousFilter): Promise<{ configs: number; bytes: number }>;
};

export const anonymousConfigStore = (db: Kysely<Database>): AnonymousConfigStore => {
  const matching = (filter: AnonymousFilter) =>
    db
      .selectFrom('config')
      .where('user_id', 'is', null)
      .$if(filter.createdBefore !== undefined, (query) => query.where('created_at', '<', filter.createdBefore!))
      .$if(!!filter.unpublished, (query) => query.where('published_state', '=', 'DRAFT'));
  return {
    async createdWithin(ms) {
      // The database's clock on both sides: instances with clocks apart count the same configs.
      const row = await db
        .selectFrom('config')
        .select([sql<string | null>`sum(data_bytes)`.as('bytes'), sql<number | null>`extract(epoch from now() - min(created_at)) * 1000`.as('oldestAgeMs')])
        .where('user_id', 'is', null)
        .where('created_at', '>=', sql<Date>`now() - make_interval(secs => ${ms / 1000})`)
        .executeTakeFirstOrThrow();
      return { bytes: Number(row.bytes ?? 0), oldestAgeMs: row.oldestAgeMs === null ? undefined : Number(row.oldestAgeMs) };
    },
    async takeCreate(client, perWindow, windowMs) {
      const clientHash = createHash('sha256').update(client).digest('hex');
      const windowStart = sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`;
      return db.transaction().execute(async (trx): Promise<CreateGrant> => {
        await sql`SELECT pg_advisory_xact_lock(${CREATE_LOCK}, hashtext(${clientHash}))`.execute(trx);
        // What left the window is of no use: the table holds an hour of creates at most.
        await trx.deleteFrom('anonymous_create').where('created_at', '<', windowStart).execute();
        const row = await trx
          .selectFrom('anonymous_create')
          .select([sql<string>`count(*)`.as('count'), sql<number | null>`extract(epoch from now() - min(created_at)) * 1000`.as('oldestAgeMs')])
          .where('client_hash', '=', clientHash)
          .executeTakeFirstOrThrow();
        // The oldest create of the window leaves the count first.
        if (Number(row.count) >= perWindow) return { granted: false, retryInMs: Math.max(0, windowMs - Number(row.oldestAgeMs ?? 0)) };
        await trx.insertInto('anonymous_create').values({ client_hash: clientHash }).execute();
        return { granted: true };
      });
    },
    async list(filter = {}) {
      const rows = await matching(filter)
        .select([
          'key',
          'published_state',
          'data_bytes',
          'view_count',
          'created_at',
          sql<string>`left(coalesce(nullif(data #>> '{chartConfigs,0,meta,title,en}', ''), data #>> '{chartConfigs,0,meta,title,de}', ''), 80)`.as('title'),
        ])
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({
        key: row.key,
        published_state: row.published_state,
        bytes: row.data_bytes,
        viewCount: row.view_count,
        created_at: row.created_at,
        title: row.title,
      }));
    },
    async prune(filter) {
      const rows = await db.deleteFrom('config').where('key', 'in', matching(filter).select('key')).returning('data_bytes').execute();
      return { configs: rows.length, bytes: rows.reduce((sum, row) => sum + row.data_bytes, 0) };
    },
  };
};
