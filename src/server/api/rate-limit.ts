/**
 * Per-client limits of the API: a request rate (429 past it) and a budget of cache bypasses
 * (past it `Cache-Control: no-cache` is ignored). A client is its address (X-Forwarded-For
 * behind a trusted proxy, see TRUST_PROXY); IPv6 addresses count per /64, which one host
 * usually owns whole.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { ClientBudget } from './client-budget';

export type ClientLimits = {
  /** API requests per client and window; 0 turns the limit off. */
  RATE_LIMIT_MAX: number;
  RATE_LIMIT_WINDOW_MS: number;
  /** Honoured `Cache-Control: no-cache` data requests per client and minute. */
  NO_CACHE_BUDGET: number;
};

export const clientOf = (request: FastifyRequest) => normalizeIP(request.ip, 64);

/**
 * Limits the rate of /api/ requests per client. App pages and static files are not limited: a
 * browser fetches them from its cache, and serving them costs a file read. Call before the
 * routes are added.
 */
export const limitApiRate = async (app: FastifyInstance, limits: ClientLimits) => {
  // Registered even when the API's limit is off: routes with a limit of their own (sign-in) keep it.
  await app.register(rateLimit, {
    global: limits.RATE_LIMIT_MAX > 0,
    max: limits.RATE_LIMIT_MAX,
    timeWindow: limits.RATE_LIMIT_WINDOW_MS,
    keyGenerator: clientOf,
    // The route's pattern, not the raw URL, so that no spelling of an API path escapes.
    allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Too many requests: at most ${context.max} API requests per ${limits.RATE_LIMIT_WINDOW_MS / 1000} s from one client. Retry in ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });
};

/** Whether a data request's `Cache-Control: no-cache` is honoured: while the client's budget lasts. */
export const cacheBypass = (limits: ClientLimits) => {
  const budget = new ClientBudget({ perWindow: limits.NO_CACHE_BUDGET, windowMs: 60_000 });
  return (request: FastifyRequest) => /no-cache/.test(request.headers['cache-control'] ?? '') && budget.take(clientOf(request));
};
