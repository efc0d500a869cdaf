/**
 * Sign-in with any OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET):
 * the authorization-code flow with PKCE and state. GET /api/auth/oidc/sign-in sends the browser
 * to the provider with a short-lived cookie holding the checks; the provider sends it back to
 * GET /api/auth/oidc/callback, which opens a session for the user the ID token names.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import { HttpError } from '../errors';
import type { AccountStore } from '../store';
import type { AuthSettings, Sessions } from './sessions';

const CHECKS_COOKIE = 'cubeviz_oidc';
const CHECKS_TTL_S = 10 * 60;
const CALLBACK = '/api/auth/oidc/callback';

const checksSchema = z.object({ state: z.string().max(200), verifier: z.string().max(200), returnTo: z.string().max(2000) });
/** Where the browser goes after signing in: a path of this app only, never another site. */
const safeReturnTo = (value: unknown) => (typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2000 ? value : '/');

export type OidcSettings = Required<Pick<AuthSettings, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET'>> & Pick<AuthSettings, 'PUBLIC_URL'>;

export const oidcSettings = (settings: AuthSettings): OidcSettings | undefined =>
  settings.OIDC_ISSUER && settings.OIDC_CLIENT_ID && settings.OIDC_CLIENT_SECRET
    ? {
        OIDC_ISSUER: settings.OIDC_ISSUER,
        OIDC_CLIENT_ID: settings.OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET: settings.OIDC_CLIENT_SECRET,
        PUBLIC_URL: settings.PUBLIC_URL,
      }
    : undefined;

export const oidcRoutes = (app: FastifyInstance, options: { settings: OidcSettings; sessions: Sessions; accounts: AccountStore }) => {
  const { settings, sessions, accounts } = options;
  const issuer = new URL(settings.OIDC_ISSUER);
  // Discovered at the first sign-in, so that a provider down at start delays no one else; retried after a failure.
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, settings.OIDC_CLIENT_ID, settings.OIDC_CLIENT_SECRET, undefined, {
        // A provider on plain http is accepted only on loopback (development and tests).
        execute: ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname) && issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  const baseOf = (request: FastifyRequest) => settings.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  const unavailable = (error: unknown) => {
    app.log.warn(`OpenID Connect provider failed: ${(error as Error).message}`);
    return new HttpError(502, 'The sign-in provider could not be reached or refused the sign-in');
  };

  app.get<{ Querystring: { returnTo?: string } }>('/api/auth/oidc/sign-in', async (request, reply) => {
    const config = await configuration().catch((error) => {
      throw unavailable(error);
    });
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const checks = { state, verifier, returnTo: safeReturnTo(request.query.returnTo) };
    reply.setCookie(CHECKS_COOKIE, JSON.stringify(checks), { ...sessions.cookieOptions, maxAge: CHECKS_TTL_S });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: baseOf(request) + CALLBACK,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    return reply.redirect(url.href);
  });

  app.get(CALLBACK, async (request, reply) => {
    let checks: z.infer<typeof checksSchema>;
    try {
      checks = checksSchema.parse(JSON.parse(request.cookies[CHECKS_COOKIE] ?? ''));
    } catch {
      throw new HttpError(400, 'The sign-in expired or was not started here: start it again');
    }
    reply.clearCookie(CHECKS_COOKIE, sessions.cookieOptions);
    const config = await configuration().catch((error) => {
      throw unavailable(error);
    });
    // The URL the provider redirected to, on the address the redirect URI named.
    const current = new URL(request.url, baseOf(request));
    let claims: (client.IDToken & Partial<client.UserInfoResponse>) | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      // Providers often keep the profile claims (name) for the userinfo endpoint.
      if (claims && !claims.name && config.serverMetadata().userinfo_endpoint) {
        claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      }
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) throw new HttpError(400, `The sign-in provider refused: ${error.error}`);
      // A state or code that does not check out, or a token the provider refuses: the answer is bad, not the provider down.
      if (error instanceof client.ClientError || error instanceof client.ResponseBodyError)
        throw new HttpError(400, `The sign-in could not be completed: ${error.message}`);
      throw unavailable(error);
    }
    if (!claims?.sub) throw new HttpError(400, 'The sign-in provider named no user');
    const name = [claims.name, claims.preferred_username, claims.email, claims.sub].find((v): v is string => typeof v === 'string' && v.trim() !== '')!;
    const user = await accounts.oidcUser({ issuer: config.serverMetadata().issuer, subject: claims.sub, name: name.slice(0, 64) });
    await sessions.signIn(reply, user.id);
    return reply.redirect(checks.returnTo);
  });
};
