/**
 * A client of the API as a browser is one: it keeps the cookies the server sets (session, CSRF
 * secret) and sends the CSRF token of GET /api/auth/session with every state-changing call.
 */
export type Answer = { status: number; body: any; headers: Headers };

export type Agent = {
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  get(path: string): Promise<Answer>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** The cookie and CSRF headers a raw request needs to pass as this agent. */
  credentials(): Promise<Record<string, string>>;
  signUp(name: string, password?: string): Promise<Answer>;
  signIn(name: string, password?: string): Promise<Answer>;
  signOut(): Promise<Answer>;
  cookies: Map<string, string>;
};

export const TEST_PASSWORD = 'correct horse battery staple';

export const createAgent = (baseUrl: string): Agent => {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1).trim());
    }
  };
  const parse = async (response: Response): Promise<Answer> => {
    keep(response);
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text), headers: response.headers };
    } catch {
      return { status: response.status, body: text, headers: response.headers };
    }
  };
  const raw = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    parse(
      await fetch(baseUrl + path, {
        method,
        redirect: 'manual',
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookies.size ? { cookie: cookieHeader() } : {}), ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  // One token per agent, fetched once even by calls made at the same time (each fetch sets a new secret).
  let tokenOnce: Promise<string> | undefined;
  const token = () =>
    (tokenOnce ??= raw('GET', '/api/auth/session').then((session) =>
      // A server without accounts has no token to give.
      session.status === 200 ? (session.body.data.csrfToken as string) : '',
    ));
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    if (method === 'GET' || method === 'HEAD') return raw(method, path, body, headers);
    const answer = await raw(method, path, body, { 'x-csrf-token': await token(), ...headers });
    // A sign-in, sign-up or sign-out gives the browser a new CSRF secret, and its token.
    const rotated = answer.body?.data?.csrfToken;
    if (typeof rotated === 'string') tokenOnce = Promise.resolve(rotated);
    return answer;
  };
  const agent: Agent = {
    request,
    get: (path) => request('GET', path),
    post: (path, body, headers) => request('POST', path, body, headers),
    credentials: async () => {
      const csrf = await token();
      return { cookie: cookieHeader(), 'x-csrf-token': csrf };
    },
    signUp: (name, password = TEST_PASSWORD) => request('POST', '/api/auth/sign-up', { name, password }),
    signIn: (name, password = TEST_PASSWORD) => request('POST', '/api/auth/sign-in', { name, password }),
    signOut: () => request('POST', '/api/auth/sign-out', {}),
    cookies,
  };
  return agent;
};

/** Publishes a saved state through the config API, signed out, and returns its key. */
export const publishConfig = async (baseUrl: string, data: unknown) => {
  const answer = await createAgent(baseUrl).post('/api/config-create', { data, published_state: 'PUBLISHED' });
  if (answer.status !== 200) throw new Error(`config-create ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.key as string;
};
