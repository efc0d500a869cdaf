/**
 * Users and their sessions. A session is a random token the browser holds in a cookie; the
 * database keeps only its SHA-256, with an expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../domain/accounts/credentials';
import type { Database } from './schema';

export type LocalUser = SessionUser & { passwordHash: string };

export type AccountStore = {
  /** Undefined when the login is taken. */
  createLocalUser(input: { name: string; login: string; passwordHash: string }): Promise<SessionUser | undefined>;
  findLocalUser(login: string): Promise<LocalUser | undefined>;
  /** The user an OpenID Connect provider vouches for, made at the first sign-in. */
  oidcUser(input: { issuer: string; subject: string; name: string }): Promise<SessionUser>;
  /** A new session's token (given to the browser, never stored). */
  createSession(userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }>;
  /** The user of an unexpired session, undefined otherwise. */
  sessionUser(token: string): Promise<SessionUser | undefined>;
  removeSession(token: string): Promise<void>;
};

const UNIQUE_VIOLATION = '23505';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const accountStore = (db: Kysely<Database>): AccountStore => ({
  async createLocalUser({ name, login, passwordHash }) {
    try {
      return await db.insertInto('app_user').values({ name, login, password_hash: passwordHash }).returning(['id', 'name']).executeTakeFirstOrThrow();
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return undefined;
      throw error;
    }
  },
  async findLocalUser(login) {
    const row = await db
      .selectFrom('app_user')
      .select(['id', 'name', 'password_hash'])
      .where('login', '=', login)
      .where('password_hash', 'is not', null)
      .executeTakeFirst();
    return row && { id: row.id, name: row.name, passwordHash: row.password_hash! };
  },
  async oidcUser({ issuer, subject, name }) {
    // One statement, so two first sign-ins at once make one user.
    return db
      .insertInto('app_user')
      .values({ name, oidc_issuer: issuer, oidc_subject: subject })
      .onConflict((conflict) => conflict.columns(['oidc_issuer', 'oidc_subject']).doUpdateSet({ name }))
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
  },
  async createSession(userId, ttlMs) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlMs);
    await db
      .insertInto('session')
      .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt })
      .execute();
    // Expired sessions of this user go now; nothing else needs to sweep them.
    await db.deleteFrom('session').where('user_id', '=', userId).where('expires_at', '<=', new Date()).execute();
    return { token, expiresAt };
  },
  async sessionUser(token) {
    return db
      .selectFrom('session')
      .innerJoin('app_user', 'app_user.id', 'session.user_id')
      .select(['app_user.id', 'app_user.name'])
      .where('session.token_hash', '=', hashToken(token))
      .where('session.expires_at', '>', new Date())
      .executeTakeFirst();
  },
  async removeSession(token) {
    await db.deleteFrom('session').where('token_hash', '=', hashToken(token)).execute();
  },
});
