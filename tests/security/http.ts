/** Sending probes to a running app and judging its answers: never a 5xx, refusals in the envelope, still alive afterwards. */
import type { FastifyInstance } from 'fastify';
import type { HttpRequest, Probe } from './probes';

export const send = (baseUrl: string, request: HttpRequest) =>
  fetch(baseUrl + request.url, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' });

/** What is wrong with an answer to a probe, or undefined when it is right. */
export const judge = (probe: Probe, status: number, text: string): string | undefined => {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 200)}`;
  if (probe.expect === 'answer') return undefined;
  if (status < 400) return `answered ${status}, not a 4xx: ${text.slice(0, 200)}`;
  if (probe.request.method === 'HEAD') return undefined;
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with no JSON: ${text.slice(0, 200)}`;
  }
  const envelope = body && body.success === false && body.data === null && typeof body.message === 'string' && body.message.length > 0;
  return envelope ? undefined : `answered ${status} outside the {success: false, data: null, message} envelope: ${text.slice(0, 200)}`;
};

/**
 * Sends each probe, then a normal request, and lists what went wrong (all of it, not just the
 * first). `check` adds tests of its own on the answer text.
 */
export const runProbes = async (baseUrl: string, probes: Probe[], check: (probe: Probe, text: string) => string | undefined = () => undefined) => {
  const failures: string[] = [];
  for (const probe of probes) {
    let problem: string | undefined;
    try {
      const response = await send(baseUrl, probe.request);
      const text = await response.text();
      problem = judge(probe, response.status, text) ?? check(probe, text);
    } catch (error) {
      problem = `failed: ${(error as Error).message} ${(error as Error & { cause?: Error }).cause?.message ?? ''}`;
    }
    const alive = await fetch(`${baseUrl}/api/data/sources`).then(
      (r) => r.ok,
      () => false,
    );
    if (!alive) problem = `${problem ?? 'answered'}; afterwards the server no longer answers`;
    if (problem) failures.push(`${probe.name}: ${problem}`);
  }
  return failures;
};

/** The routes the app registered (method and URL), read from its route tree. */
export const registeredRoutes = (app: FastifyInstance) => {
  const routes: { method: string; url: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // Each level of the tree indents by four characters; a node's URL continues its parent's.
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    prefixes.length = match[1].length / 4;
    prefixes.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: prefixes.join('') });
  }
  return routes;
};
