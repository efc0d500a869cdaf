/**
 * What saving costs the server, bounded (issue 31 §2). A write is refused with
 * - 413 when the config is larger than CONFIG_MAX_BYTES or a text longer than a person writes
 *   (domain/config/write-limits.ts), on create and update alike;
 * - 429 with Retry-After when a signed-out create would pass the client's hourly quota
 *   (ANON_CONFIGS_PER_HOUR) or the hourly budget of all signed-out creates together
 *   (ANON_CONFIG_BYTES_PER_HOUR); both are counted in the database, so instances share them;
 * - 429 when a signed-in user has USER_MAX_CONFIGS configs already (they delete one first).
 * A refused update leaves the saved config as it was: nothing is written before these checks.
 */
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/accounts/credentials';
import type { SavedConfigData } from '../../domain/config';
import { configBytes, formatCount, writeLimitRefusal } from '../../domain/config/write-limits';
import { contentTooLarge, retryAfterSeconds, tooManyRequests } from '../errors';
import type { Settings } from '../settings';
import type { ConfigStore } from '../store';
import { clientOf } from './rate-limit';

export type QuotaSettings = Pick<Settings, 'CONFIG_MAX_BYTES' | 'ANON_CONFIGS_PER_HOUR' | 'ANON_CONFIG_BYTES_PER_HOUR' | 'USER_MAX_CONFIGS'>;

const HOUR_MS = 60 * 60_000;
export const configQuotas = (store: ConfigStore, settings: QuotaSettings) => {
  const signedOut = async (request: FastifyRequest, bytes: number) => {
    const budget = settings.ANON_CONFIG_BYTES_PER_HOUR;
    if (budget > 0) {
      const used = await store.anonymous.createdWithin(HOUR_MS);
      if (used.bytes + bytes > budget) {
        // The oldest config of the hour leaves the count first.
        const retryInMs = used.oldestAgeMs === undefined ? HOUR_MS : HOUR_MS - used.oldestAgeMs;
        throw tooManyRequests(
          `Too many configs created signed out: at most ${formatCount(budget)} bytes of them per hour from all clients together. ` +
            `Retry in ${retryAfterSeconds(retryInMs)} s, or sign in.`,
          retryInMs,
        );
      }
    }
    const perClient = settings.ANON_CONFIGS_PER_HOUR;
    if (perClient === 0) return;
    const grant = await store.anonymous.takeCreate(clientOf(request), perClient, HOUR_MS);
    if (!grant.granted) {
      throw tooManyRequests(
        `Too many configs created signed out: at most ${perClient} per hour from one client. Retry in ${retryAfterSeconds(grant.retryInMs)} s, or sign in.`,
        grant.retryInMs,
      );
    }
  };

  return {
    /** Refuses (413) a config too large to write. */
    checkWrite(data: SavedConfigData) {
      const refusal = writeLimitRefusal(data, { maxBytes: settings.CONFIG_MAX_BYTES });
      if (refusal) throw contentTooLarge(refusal);
    },
    /** Refuses (429) a create past its author's quota; counts a signed-out one against its client. */
    async checkCreate(request: FastifyRequest, user: SessionUser | null, data: SavedConfigData) {
      if (!user) return signedOut(request, configBytes(data));
      const max = settings.USER_MAX_CONFIGS;
      if (max > 0 && (await store.countOwned(user.id)) >= max) {
        throw tooManyRequests(`You have ${formatCount(max)} configs, the most one account may keep: delete one to create another.`);
      }
    },
  };
};
