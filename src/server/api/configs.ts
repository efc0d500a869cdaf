/**
 * Saved-config calls of spec 001 §7 in the {success, data, message} envelope:
 * config-create, config-update, config-remove, config/{key}, config/list, config/view?id={key}.
 * The owner of a config is the user signed in when it was created, never one a request names;
 * only the owner updates or removes it, and a config created signed out has no owner: it is
 * never changed in place (publishing it again creates a new key).
 */
import type { FastifyInstance } from 'fastify';
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

const view = (config: SavedConfig) => ({
  key: config.key,
  user_id: config.user_id,
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

export const configRoutes = (app: FastifyInstance, opts: { store: ConfigStore; validateData: ValidateData; sessions: Sessions; quotas: QuotaSettings }) => {
  const { sessions } = opts;
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
    return ok(view(saved));
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

  app.get<{ Querystring: { id?: string } }>('/api/config/view', async (request) => {
    const id = parse(key.describe('id'), request.query.id ?? '');
    const viewCount = await opts.store.incrementViewCount(id);
    if (viewCount === undefined) throw notFound('Config not found');
    return ok({ key: id, viewCount });
  });

  app.get<{ Params: { key: string } }>('/api/config/:key', async (request) => {
    const id = parse(key, request.params.key);
    const saved = await opts.store.get(id);
    if (!saved) throw notFound('Config not found');
    // Always 5.0.0: rows written by an older release are migrated on read.
    const loaded = await opts.validateData(saved.data);
    if (!loaded.success) throw badRequest(loaded.message);
    return ok(view({ ...saved, data: loaded.data }));
  });
};
