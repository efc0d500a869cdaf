/**
 * The session calls of the web app: GET /api/auth/session ({user | null, csrfToken, oidc}),
 * POST /api/auth/sign-up, /api/auth/sign-in and /api/auth/sign-out (local accounts), and the
 * OpenID Connect routes when a provider is configured. Sign-up and sign-in are rate-limited per
 * client, together; the password is read, hashed or verified, and dropped: never stored, never
 * logged. Each of them answers with the CSRF token of the browser's new secret (sessions.ts).
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { credentialsSchema, loginOf } from '../../domain/accounts/credentials';
import { oidcRoutes, oidcSettings } from '../auth/oidc';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthSettings, Sessions } from '../auth/sessions';
import { HttpError, retryAfterSeconds, tooManyRequests } from '../errors';
import type { AccountStore } from '../store';
import { ok, parseInput } from './input';
import { ClientBudget } from './client-budget';
import { clientOf } from './rate-limit';

const SIGN_IN_WINDOW_MS = 60_000;

export const authRoutes = (app: FastifyInstance, options: { accounts: AccountStore; sessions: Sessions; settings: AuthSettings }) => {
  const { accounts, sessions, settings } = options;
  const oidc = oidcSettings(settings);
  // Sign-in and sign-up share one budget per client (README SIGN_IN_RATE_MAX): a client out of
  // sign-in attempts cannot go on guessing through the other route.
  const attempts = settings.SIGN_IN_RATE_MAX > 0 ? new ClientBudget({ perWindow: settings.SIGN_IN_RATE_MAX, windowMs: SIGN_IN_WINDOW_MS }) : undefined;
  const signInLimit: onRequestHookHandler = (request, _reply, done) => {
    const client = clientOf(request);
    if (!attempts || attempts.take(client)) return done();
    const retryInMs = attempts.retryInMs(client);
    done(tooManyRequests(`Too many sign-in attempts from this address. Retry in ${retryAfterSeconds(retryInMs)} s.`, retryInMs));
  };

  app.get('/api/auth/session', async (request, reply) => {
    // A user's own answer: never kept by a cache.
    reply.header('cache-control', 'no-store');
    return ok({ user: await sessions.user(request), csrfToken: sessions.csrfToken(reply), oidc: !!oidc });
  });

  app.post('/api/auth/sign-up', { onRequest: signInLimit, preHandler: sessions.csrf }, async (request, reply) => {
    const { name, password } = parseInput(credentialsSchema, request.body ?? {});
    const user = await accounts.createLocalUser({ name, login: loginOf(name), passwordHash: await hashPassword(password) });
    if (!user) throw new HttpError(409, 'This name is taken: choose another one');
    return ok({ user, csrfToken: await sessions.signIn(reply, user.id) });
  });

  app.post('/api/auth/sign-in', { onRequest: signInLimit, preHandler: sessions.csrf }, async (request, reply) => {
    const { name, password } = parseInput(credentialsSchema, request.body ?? {});
    const found = await accounts.findLocalUser(loginOf(name));
    if (!(await verifyPassword(found?.passwordHash, password)) || !found) throw new HttpError(401, 'Wrong name or password');
    return ok({ user: { id: found.id, name: found.name }, csrfToken: await sessions.signIn(reply, found.id) });
  });

  app.post('/api/auth/sign-out', { preHandler: sessions.csrf }, async (request, reply) => {
    // Takes nothing: a body, if any, is an empty object.
    parseInput(z.object({}).strict().optional(), request.body);
    return ok({ user: null, csrfToken: await sessions.signOut(request, reply) });
  });

  if (oidc) oidcRoutes(app, { settings: oidc, sessions, accounts });
};
