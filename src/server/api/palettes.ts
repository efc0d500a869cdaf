/**
 * /api/user/color-palette (spec 001 §7): a signed-in user's custom colour palettes. GET lists
 * them; POST {name, type, colors} creates one; PUT {paletteId, name, type, colors} changes one;
 * DELETE {paletteId} removes one. A name the user already gave another palette is refused
 * with 'title unavailable' and nothing is saved; so is a palette past USER_MAX_PALETTES (429).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customPaletteInputSchema, isPaletteNameAvailable, TITLE_UNAVAILABLE } from '../../domain/charts/custom-palettes';
import type { Sessions } from '../auth/sessions';
import { HttpError, notFound, tooManyRequests } from '../errors';
import type { Settings } from '../settings';
import type { PaletteStore } from '../store';
import { ok, parseInput } from './input';

const PATH = '/api/user/color-palette';
export const paletteId = z.string().uuid({ message: 'must be a palette id' });
const NOT_FOUND = 'Palette not found';
const nameTaken = () => new HttpError(409, TITLE_UNAVAILABLE);

export type PaletteSettings = Pick<Settings, 'USER_MAX_PALETTES'>;

export const paletteRoutes = (app: FastifyInstance, options: { palettes: PaletteStore; sessions: Sessions; settings: PaletteSettings }) => {
  const { palettes, sessions } = options;
  const max = options.settings.USER_MAX_PALETTES;

  app.get(PATH, async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header('cache-control', 'no-store');
    return ok(await palettes.list(user.id));
  });

  app.post(PATH, { preHandler: sessions.csrf }, async (request) => {
    const user = await sessions.requireUser(request);
    const input = parseInput(customPaletteInputSchema, request.body ?? {});
    // Names are compared as the drawer compares them (case and spaces ignored); the table's own
    // unique name settles two creations at once.
    const own = await palettes.list(user.id);
    if (max > 0 && own.length >= max) throw tooManyRequests(`You have ${max} palettes, the most one account may keep: delete one to create another.`);
    if (!isPaletteNameAvailable(input.name, own)) throw nameTaken();
    const created = await palettes.create(user.id, input);
    if (!created) throw nameTaken();
    return ok(created);
  });

  app.put(PATH, { preHandler: sessions.csrf }, async (request) => {
    const user = await sessions.requireUser(request);
    const input = parseInput(customPaletteInputSchema.and(z.object({ paletteId })), request.body ?? {});
    const own = await palettes.list(user.id);
    if (!own.some((p) => p.paletteId === input.paletteId)) throw notFound(NOT_FOUND);
    if (!isPaletteNameAvailable(input.name, own, input.paletteId)) throw nameTaken();
    const updated = await palettes.update(user.id, input.paletteId, { name: input.name, type: input.type, colors: input.colors });
    if (updated === 'missing') throw notFound(NOT_FOUND);
    if (updated === 'name-taken') throw nameTaken();
    return ok(updated);
  });

  app.delete(PATH, { preHandler: sessions.csrf }, async (request) => {
    const user = await sessions.requireUser(request);
    const input = parseInput(z.object({ paletteId }), request.body ?? {});
    if (!(await palettes.remove(user.id, input.paletteId))) throw notFound(NOT_FOUND);
    return ok({ paletteId: input.paletteId });
  });
};
