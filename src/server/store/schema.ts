/** The config table, in one SQL dialect for PGlite and PostgreSQL. */
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';

export type PublishedState = 'DRAFT' | 'PUBLISHED';

/** The range of an `integer` column (user_id, view_count): 32-bit signed. */
export const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

export interface ConfigTable {
  key: string;
  user_id: number | null;
  published_state: PublishedState;
  data: ColumnType<unknown, string, string>;
  view_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface Database {
  config: ConfigTable;
}

/** Idempotent: run at every open. */
export const migrate = async (db: Kysely<Database>) => {
  await sql`
    CREATE TABLE IF NOT EXISTS config (
      key char(12) PRIMARY KEY,
      user_id integer,
      published_state text NOT NULL CHECK (published_state IN ('DRAFT', 'PUBLISHED')),
      data jsonb NOT NULL,
      view_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
};
