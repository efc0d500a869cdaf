/**
 * The session calls of the web app: GET /api/auth/session ({user | null, csrfToken, oidc}),
 * POST /api/auth/sign-up, /api/auth/sign-in and /api/auth/sign-out (local accounts), and the
 * OpenID Connect routes when a provider is configured. Sign-up and sign-in are rate-limited per
 * client; the password is read, hashed or verified, and dropped: never stored, never logged.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { credentialsSchema, loginOf } from '../../domain/accounts/credentials';
import { oidcRoutes, oidcSettings } from '../auth/oidc';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthSettings, Sessions } from '../auth/sessions';
import { HttpError } from '../errors';
import type { AccountStore } from '../store';
import { ok, parseInput } from './input';
import { clientOf } from './rate-limit';

const SIGN_IN_WINDOW_MS = 60_000;

export const authRoutes = (app: FastifyInstance, options: { accounts: AccountStore; sessions: Sessions; settings: AuthSettings }) => {
  const { accounts, sessions, settings } = options;
  const oidc = oidcSettings(settings);
  const signInLimit: { rateLimit: RateLimitOptions | false } = {
    rateLimit:
      settings.SIGN_IN_RATE_MAX > 0
        ? {
            max: settings.SIGN_IN_RATE_MAX,
            timeWindow: SIGN_IN_WINDOW_MS,
            keyGenerator: clientOf,
            errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
              new HttpError(429, `Too many sign-in attempts from this address. Retry in ${Math.ceil(context.ttl / 1000)} s.`),
          }
        : false,
  };

  app.get('/api/auth/session', async (request, reply) => {
    // A user's own answer: never kept by a cache.
    reply.header('cache-control', 'no-store');
    return ok({ user: await sessions.user(request), csrfToken: sessions.csrfToken(reply), oidc: !!oidc });
  });

  app.post('/api/auth/sign-up', { preHandler: sessions.csrf, config: signInLimit }, async (request, reply) => {
    const { name, password } = parseInput(credentialsSchema, request.body ?? {});
    const user = await accounts.createLocalUser({ name, login: loginOf(name), passwordHash: await hashPassword(password) });
    if (!user) throw new HttpError(409, 'This name is taken: choose another one');
    await sessions.signIn(reply, user.id);
    return ok({ user });
  });

  app.post('/api/auth/sign-in', { preHandler: sessions.csrf, config: signInLimit }, async (request, reply) => {
    const { name, password } = parseInput(credentialsSchema, request.body ?? {});
    const found = await accounts.findLocalUser(loginOf(name));
    if (!(await verifyPassword(found?.passwordHash, password)) || !found) throw new HttpError(401, 'Wrong name or password');
    await sessions.signIn(reply, found.id);
    return ok({ user: { id: found.id, name: found.name } });
  });

  app.post('/api/auth/sign-out', { preHandler: sessions.csrf }, async (request, reply) => {
    // Takes nothing: a body, if any, is an empty object.
    parseInput(z.object({}).strict().optional(), request.body);
    await sessions.signOut(request, reply);
    return ok({ user: null });
  });

  if (oidc) oidcRoutes(app, { settings: oidc, sessions, accounts });
};
