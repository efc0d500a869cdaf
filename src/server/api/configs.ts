/**
 * Saved-config calls of spec 001 §7 in the {success, data, message} envelope:
 * config-create, config-update, config-remove, config/{key}, config/view?id={key}.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadSavedConfig } from '../../domain/config/load';
import type { MigrationContext } from '../../domain/config/migrations';
import { findUncleanText, UNCLEAN_TEXT_MESSAGE } from '../../domain/text';
import { badRequest, notFound } from '../errors';
import { INTEGER_RANGE, isConfigKey, type ConfigStore, type SavedConfig } from '../store';

/** The load stage of the server: a saved config of any version in, a 5.0.0 config or a message out. */
export type ValidateData = (data: unknown) => Promise<{ success: true; data: unknown } | { success: false; message: string }>;

/** Loads saved configs with the cube IRIs the data layer gives (see domain/config/load.ts). */
export const savedConfigLoader =
  (unversionedIri?: MigrationContext['unversionedIri']): ValidateData =>
  async (data) => {
    const loaded = await loadSavedConfig(data, { unversionedIri });
    return loaded.success ? { success: true, data: loaded.data } : { success: false, message: loaded.message };
  };

const key = z.string().refine(isConfigKey, { message: 'must be 12 letters or digits' });
const publishedState = z.enum(['DRAFT', 'PUBLISHED']);

const createBody = z.object({
  data: z.unknown().refine((v) => v !== undefined && v !== null, { message: 'is required' }),
  user_id: z.number().int().min(INTEGER_RANGE.min).max(INTEGER_RANGE.max).nullable().optional(),
  published_state: publishedState.default('PUBLISHED'),
});
const updateBody = z.object({
  key,
  data: z.unknown().refine((v) => v !== undefined && v !== null, { message: 'is required' }),
  published_state: publishedState,
});
const removeBody = z.object({ key });

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  }
  return parsed.data;
};

const ok = (data: unknown) => ({ success: true, data, message: null });

const view = (config: SavedConfig) => ({
  key: config.key,
  user_id: config.user_id,
  published_state: config.published_state,
  data: config.data,
  viewCount: config.viewCount,
  created_at: config.created_at,
  updated_at: config.updated_at,
});

export const configRoutes = (app: FastifyInstance, opts: { store: ConfigStore; validateData: ValidateData }) => {
  // config-create and config-update take any known version and store 5.0.0.
  const validData = async (data: unknown) => {
    const checked = await opts.validateData(data);
    if (!checked.success) throw badRequest(checked.message);
    // PostgreSQL refuses U+0000 and lone surrogates in jsonb: such text is bad input, not a failed write.
    const unclean = findUncleanText(checked.data);
    if (unclean) throw badRequest(`Invalid config: ${unclean}: ${UNCLEAN_TEXT_MESSAGE}`);
    return checked.data;
  };

  app.post('/api/config-create', async (request) => {
    const body = parse(createBody, request.body ?? {});
    const data = await validData(body.data);
    // The key travels in the config itself when the client generated it (spec 001 §7).
    const given = (data as { key?: unknown }).key;
    const saved = await opts.store.create({
      key: typeof given === 'string' && isConfigKey(given) ? given : undefined,
      data,
      userId: body.user_id,
      publishedState: body.published_state,
    });
    return ok({ key: saved.key });
  });

  app.post('/api/config-update', async (request) => {
    const body = parse(updateBody, request.body ?? {});
    const saved = await opts.store.update(body.key, { data: await validData(body.data), publishedState: body.published_state });
    if (!saved) throw notFound('Config not found');
    return ok(view(saved));
  });

  app.post('/api/config-remove', async (request) => {
    const body = parse(removeBody, request.body ?? {});
    if (!(await opts.store.remove(body.key))) throw notFound('Config not found');
    return ok({ key: body.key });
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
