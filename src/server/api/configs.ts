/**
 * Saved-config calls of spec 001 §7 in the {success, data, message} envelope:
 * config-create, config-update, config-remove, config/{key}, config/list, config/view?id={key}.
 * The owner of a config is the user signed in when it was created, never one a request names;
 * only the owner updates or removes it, and a config created signed out has no owner: it is
 * never changed in place (publishing it again creates a new key). A draft is its owner's alone:
 * anyone else reads no such config (mayRead). No answer says who owns a config, only whether the
 * reader does (isOwner). A visitor's views of a config count once per VIEW_WINDOW_MS.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { SessionUser } from '../../domain/accounts/credentials';
import { CHART_KEY_MESSAGE, isChartKey } from '../../domain/config/keys';
import type { SavedConfigData } from '../../domain/config';
import { configSummary } from '../../domain/config/summary';
import { loadSavedConfig } from '../../domain/config/load';
import type { MigrationContext } from '../../domain/config/migrations';
import { findUncleanText, UNCLEAN_TEXT_MESSAGE } from '../../domain/text';
import type { Sessions } from '../auth/sessions';
import { badRequest, HttpError, notFound } from '../errors';
import type { ConfigStore, SavedConfig } from '../store';
import { configQuotas, type QuotaSettings } from './config-quotas';
import { ok, parseInput as parse } from './input';
import { clientOf } from './rate-limit';

/** The load stage of the server: a saved config of any version in, a 5.0.0 config or a message out. */
export type ValidateData = (data: unknown) => Promise<{ success: true; data: unknown } | { success: false; message: string }>;

/** Loads saved configs with the cube IRIs the data layer gives (see domain/config/load.ts). */
export const savedConfigLoader =
  (unversionedIri?: MigrationContext['unversionedIri']): ValidateData =>
  async (data) => {
    const loaded = await loadSavedConfig(data, { unversionedIri });
    return loaded.success ? { success: true, data: loaded.data } : { success: false, message: loaded.message };
  };

const key = z.string().refine(isChartKey, { message: CHART_KEY_MESSAGE });
const publishedState = z.enum(['DRAFT', 'PUBLISHED']);

const createBody = z.object({
  data: z.unknown().refine((v) => v !== undefined && v !== null, { message: 'is required' }),
  published_state: publishedState.default('PUBLISHED'),
});
const updateBody = z.object({
  key,
  data: z.unknown().refine((v) => v !== undefined && v !== null, { message: 'is required' }),
  published_state: publishedState,
});
const removeBody = z.object({ key });
/** The input schemas of the routes, which openapi.ts describes. */
export const configInputs = { key, createBody, updateBody, removeBody };

/**
 * Whether a user may read a saved config: a published one anyone; a draft its owner only. A draft
 * saved signed out has no owner to ask for: its key, the only secret it has, reads it.
 */
export const mayRead = (config: Pick<SavedConfig, 'user_id' | 'published_state'>, user: SessionUser | null) =>
  config.published_state === 'PUBLISHED' || config.user_id === null || config.user_id === user?.id;

/** A saved config as its reader gets it: whose it is only as whether it is the reader's own. */
const view = (config: SavedConfig, user: SessionUser | null) => ({
  key: config.key,
  isOwner: config.user_id !== null && config.user_id === user?.id,
  published_state: config.published_state,
  data: config.data,
  viewCount: config.viewCount,
  created_at: config.created_at,
  updated_at: config.updated_at,
});

/** Why a user may not change a saved config of this owner, or undefined when they may (they own it). */
const refusal = (ownerId: number | null, user: SessionUser | null) => {
  if (ownerId === null) return 'This chart was published without an account: it cannot be changed in place. Publish it again to create a new chart.';
  if (!user) return 'Sign in as the owner of this chart to change it.';
  if (user.id !== ownerId) return 'Only the owner of this chart may change or delete it.';
  return undefined;
};

/** A visitor's views of one key within this time count as one. */
export const VIEW_WINDOW_MS = 30 * 60_000;

export const configRoutes = (app: FastifyInstance, opts: { store: ConfigStore; validateData: ValidateData; sessions: Sessions; quotas: QuotaSettings }) => {
  const { sessions } = opts;
  // Visitors (client addresses) and keys seen in the window; a flood of new ones evicts the oldest, never grows memory.
  const viewed = new LRUCache<string, true>({ max: 100_000, ttl: VIEW_WINDOW_MS });
  const firstView = (client: string, id: string) => {
    const seen = `${client} ${id}`;
    if (viewed.has(seen)) return false;
    viewed.set(seen, true);
    return true;
  };
  const quotas = configQuotas(opts.store, opts.quotas);
  /** The request's user, when they may change the config of the key (else a 404 or a 403 saying why). */
  const owned = async (request: Parameters<Sessions['user']>[0], key: string) => {
    const [ownerId, user] = await Promise.all([opts.store.ownerOf(key), sessions.user(request)]);
    if (ownerId === undefined) throw notFound('Config not found');
    const refused = refusal(ownerId, user);
    if (refused) throw new HttpError(403, refused);
    return { user: user! };
  };

  // config-create and config-update take any known version and store 5.0.0.
  const validData = async (data: unknown) => {
    const checked = await opts.validateData(data);
    if (!checked.success) throw badRequest(checked.message);
    // PostgreSQL refuses U+0000 and lone surrogates in jsonb: such text is bad input, not a failed write.
    const unclean = findUncleanText(checked.data);
    if (unclean) throw badRequest(`Invalid config: ${unclean}: ${UNCLEAN_TEXT_MESSAGE}`);
    const valid = checked.data as SavedConfigData;
    quotas.checkWrite(valid);
    return valid;
  };

  app.post('/api/config-create', { preHandler: sessions.csrf }, async (request) => {
    const body = parse(createBody, request.body ?? {});
    const [data, user] = await Promise.all([validData(body.data), sessions.user(request)]);
    await quotas.checkCreate(request, user, data);
    // The key travels in the config itself when the client generated it (spec 001 §7).
    const given = (data as { key?: unknown }).key;
    const saved = await opts.store.create({
      key: typeof given === 'string' && isChartKey(given) ? given : undefined,
      data,
      userId: user?.id ?? null,
      publishedState: body.published_state,
    });
    return ok({ key: saved.key });
  });

  app.post('/api/config-update', { preHandler: sessions.csrf }, async (request) => {
    const body = parse(updateBody, request.body ?? {});
    const { user } = await owned(request, body.key);
    // The owner condition again in the write: a config changing hands meanwhile is not overwritten.
    const saved = await opts.store.update(body.key, { data: await validData(body.data), publishedState: body.published_state, ownerId: user.id });
    if (!saved) throw notFound('Config not found');
    return ok(view(saved, user));
  });

  app.post('/api/config-remove', { preHandler: sessions.csrf }, async (request) => {
    const body = parse(removeBody, request.body ?? {});
    const { user } = await owned(request, body.key);
    if (!(await opts.store.remove(body.key, user.id))) throw notFound('Config not found');
    return ok({ key: body.key });
  });

  app.get('/api/config/list', async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header('cache-control', 'no-store');
    const configs = await opts.store.list(user.id);
    return ok(
      configs.map((config) => ({
        key: config.key,
        published_state: config.published_state,
        viewCount: config.viewCount,
        created_at: config.created_at,
        updated_at: config.updated_at,
        ...configSummary(config.data),
      })),
    );
  });

  /** The saved config of the key as the request's user may read it, else a 404 (a draft of another is not there for them). */
  const readable = async (request: Parameters<Sessions['user']>[0], id: string) => {
    const [saved, user] = await Promise.all([opts.store.get(id), sessions.user(request)]);
    if (!saved || !mayRead(saved, user)) throw notFound('Config not found');
    return { saved, user };
  };

  app.get<{ Querystring: { id?: string } }>('/api/config/view', async (request) => {
    const id = parse(key.describe('id'), request.query.id ?? '');
    const { saved } = await readable(request, id);
    // A visitor's views of a key count once per window.
    const viewCount = firstView(clientOf(request), id) ? await opts.store.incrementViewCount(id) : saved.viewCount;
    if (viewCount === undefined) throw notFound('Config not found');
    return ok({ key: id, viewCount });
  });

  app.get<{ Params: { key: string } }>('/api/config/:key', async (request, reply) => {
    const id = parse(key, request.params.key);
    const { saved, user } = await readable(request, id);
    // The answer depends on who asks (a draft, isOwner): no shared cache keeps it.
    reply.header('cache-control', 'private, no-cache');
    // Always 5.0.0: rows written by an older release are migrated on read.
    const loaded = await opts.validateData(saved.data);
    if (!loaded.success) throw badRequest(loaded.message);
    return ok(view({ ...saved, data: loaded.data }, user));
  });
};
