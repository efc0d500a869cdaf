/**
 * The session calls and the CSRF token of every state-changing call. No zod here: the header's
 * account links load this on every page, the published view too.
 */
import type { SessionUser } from '../../domain/accounts/credentials';
import { call } from './http';

export type Session = { user: SessionUser | null; csrfToken: string; oidc: boolean };

let csrfToken: Promise<string> | undefined;

/** The signed-in user (or null) and the CSRF token every state-changing call sends. */
export const fetchSession = async () => {
  const session = call<Session>('/api/auth/session', { cache: 'no-store' });
  csrfToken = session.then((s) => s.csrfToken);
  return session;
};

/** A state-changing call: with the CSRF token of the session call (fetched first if need be). */
export const change = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) => {
  const token = await (csrfToken ?? fetchSession().then((s) => s.csrfToken)).catch(() => '');
  return call<T>(path, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': token }, body: JSON.stringify(body) });
};

/** A sign-in, sign-up or sign-out: the server gives the browser a new CSRF secret, and its token here. */
const changeSession = async <T extends { csrfToken: string }>(path: string, body: unknown) => {
  const answer = await change<T>('POST', path, body);
  csrfToken = Promise.resolve(answer.csrfToken);
  return answer;
};

export const signUp = (name: string, password: string) => changeSession<{ user: SessionUser; csrfToken: string }>('/api/auth/sign-up', { name, password });
export const signIn = (name: string, password: string) => changeSession<{ user: SessionUser; csrfToken: string }>('/api/auth/sign-in', { name, password });
export const signOut = () => changeSession<{ user: null; csrfToken: string }>('/api/auth/sign-out', {});
