/**
 * Sessions and CSRF protection of the API. The browser holds a random session token in an
 * http-only, SameSite=Lax cookie (Secure over https); the database keeps its hash and expiry.
 * Every state-changing call checks a CSRF token (the double-submit pattern of
 * @fastify/csrf-protection: a secret in a SameSite=Strict cookie, the token in the
 * `x-csrf-token` header), which GET /api/auth/session hands out. The secret is new at every
 * sign-in and sign-out, whose answers carry the new token.
 */
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { SessionUser } from '../../domain/accounts/credentials';
import { HttpError } from '../errors';
import type { Settings } from '../settings';
import type { AccountStore } from '../store';

export type AuthSettings = Pick<
  Settings,
  'SESSION_TTL_MS' | 'COOKIE_SECURE' | 'SIGN_IN_RATE_MAX' | 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'PUBLIC_URL'
>;

export const SESSION_COOKIE = 'cubeviz_session';
export const CSRF_HEADER = 'x-csrf-token';
/** The cookie of the CSRF secret (the plugin's default name). */
export const CSRF_COOKIE = '_csrf';

export type Sessions = {
  /** The signed-in user of a request, null when none is (or the session expired). */
  user(request: FastifyRequest): Promise<SessionUser | null>;
  /** The signed-in user, else a 401. */
  requireUser(request: FastifyRequest): Promise<SessionUser>;
  /** A preHandler refusing a state-changing call without a valid CSRF token (403). */
  csrf: preHandlerHookHandler;
  /** Opens a session for the user, gives the browser its cookie and a new CSRF secret; the token of the new secret. */
  signIn(reply: FastifyReply, userId: number): Promise<string>;
  /** Ends the request's session and gives the browser a new CSRF secret; the token of the new secret. */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** A CSRF token for the browser (setting its secret cookie if it has none). */
  csrfToken(reply: FastifyReply): string;
  /** Cookie options shared by the session cookie and short-lived ones (OIDC state). */
  cookieOptions: { path: string; httpOnly: true; sameSite: 'lax'; secure: boolean | 'auto' };
};

export const CSRF_REFUSED = `Missing or invalid CSRF token: get one from GET /api/auth/session and send it in the ${CSRF_HEADER} header`;
export const SIGN_IN_REQUIRED = 'Sign in required';

const secureOf = (setting: AuthSettings['COOKIE_SECURE']) => (setting === 'auto' ? 'auto' : setting === 'true');

export const registerSessions = async (app: FastifyInstance, options: { accounts: AccountStore; settings: AuthSettings }): Promise<Sessions> => {
  const { accounts, settings } = options;
  const secure = secureOf(settings.COOKIE_SECURE);
  await app.register(cookie);
  await app.register(csrf, {
    cookieKey: CSRF_COOKIE,
    cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, secure },
    getToken: (request) => request.headers[CSRF_HEADER] as string | undefined,
    logLevel: 'info',
  });
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;

  const tokenOf = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];
  const user = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    // A token is 43 base64url characters: anything else opens no session and costs no query.
    if (!token || !/^[\w-]{43}$/.test(token)) return null;
    return (await accounts.sessionUser(token)) ?? null;
  };

  /**
   * A new CSRF secret (cookie) and its token: a token handed out before a sign-in or a sign-out,
   * to whoever used the browser then, passes no check after it. The plugin makes a secret when the
   * request brings none, so the request's is forgotten first.
   */
  const rotateCsrf = (reply: FastifyReply) => {
    delete reply.request.cookies[CSRF_COOKIE];
    return reply.generateCsrf();
  };

  return {
    user,
    async requireUser(request) {
      const signedIn = await user(request);
      if (!signedIn) throw new HttpError(401, SIGN_IN_REQUIRED);
      return signedIn;
    },
    csrf(request, _reply, done) {
      // The plugin sends its refusal ('Invalid csrf token') itself; this one says what to do.
      // Its check reads only the request's cookies and header, so it is given a reply that refuses.
      const refuse = { send: () => done(new HttpError(403, CSRF_REFUSED)) } as unknown as FastifyReply;
      app.csrfProtection(request, refuse, () => done());
    },
    async signIn(reply, userId) {
      const { token, expiresAt } = await accounts.createSession(userId, settings.SESSION_TTL_MS);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
      return rotateCsrf(reply);
    },
    async signOut(request, reply) {
      const token = tokenOf(request);
      if (token) await accounts.removeSession(token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return rotateCsrf(reply);
    },
    csrfToken: (reply) => reply.generateCsrf(),
    cookieOptions,
  };
};
