/**
 * The map providers the server asks for custom layers (WMS/WMTS capabilities, tiles, legends):
 * only those of the allow-list (MAP_PROVIDERS), within a time and a size limit, following
 * redirects only to allowed providers, connecting only to public addresses unless the operator
 * listed an address itself (outbound.ts). The browser never meets a provider.
 */
import type { LookupFunction } from 'node:net';
import { HttpError } from '../errors';
import { getUrl, NotPublicAddressError, readAtMost, type OutboundAnswer } from './outbound';

export type MapProviderOptions = {
  /** Allowed providers: origins or URL prefixes (`https://wms.geo.admin.ch`), or bare host names (either scheme). */
  allowed: string[];
  timeoutMs: number;
  lookup?: LookupFunction;
  /** Where a provider's failures are told in full (redirect targets, error pages). */
  log?: (message: string) => void;
};

/** A provider failed (down, slow, too large, refused address, wrong answer): 502, or 504 for the time limit. */
export class MapProviderError extends HttpError {
  constructor(message: string, status = 502) {
    super(status, message);
    this.name = 'MapProviderError';
  }
}

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Entry = { protocols: string[]; host: string; path: string };

/** Encoded separators (`%2f`, `%5c`) and backslashes: a server that decodes them may read them as segments. */
const SEPARATOR_IN_SEGMENT = /%2f|%5c|\\/i;

/**
 * The path of a URL as a server that decodes percent-escapes reads it, for the prefix check:
 * `.` and `..` are resolved by the URL parser (`%2e` spellings included), each segment is decoded
 * here. Undefined for a path with encoded separators, backslashes, escapes that decode to escapes
 * (a server decoding twice) or broken escapes: a provider could read `public/..%2fprivate` as
 * `private`, and no map service needs them.
 */
export const providerPath = (url: URL): string | undefined => {
  const decoded: string[] = [];
  for (const raw of url.pathname.split('/')) {
    if (SEPARATOR_IN_SEGMENT.test(raw)) return undefined;
    try {
      decoded.push(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
    if (/%[0-9a-f]{2}/i.test(decoded.at(-1)!)) return undefined;
  }
  return decoded.join('/');
};

const entryOf = (text: string): Entry | undefined => {
  const bare = !/^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  if (!URL.canParse(bare ? `https://${text}` : text)) return undefined;
  const url = new URL(bare ? `https://${text}` : text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const path = providerPath(url);
  if (path === undefined) return undefined;
  return { protocols: bare ? ['http:', 'https:'] : [url.protocol], host: url.host, path };
};

/** Whether a normalised path is under an entry's path: `/public` holds `/public/x`, not `/publicity`. */
const isUnder = (path: string, prefix: string) => prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

export class MapProviders {
  private readonly entries: Entry[];

  constructor(private readonly options: MapProviderOptions) {
    this.entries = options.allowed.flatMap((text) => entryOf(text) ?? []);
  }

  /**
   * Whether a URL belongs to an allowed provider: same scheme, host and port, and under its path
   * as the provider reads it (decoded, dot segments resolved; see providerPath).
   */
  isAllowed(url: URL | string): boolean {
    const parsed = typeof url === 'string' ? (URL.canParse(url) ? new URL(url) : undefined) : url;
    if (!parsed || parsed.username || parsed.password) return false;
    const path = providerPath(parsed);
    return path !== undefined && this.entries.some((e) => e.protocols.includes(parsed.protocol) && e.host === parsed.host && isUnder(path, e.path));
  }

  /** Refuses (403) a URL of no allowed provider before anything is sent. */
  check(url: URL): void {
    if (this.isAllowed(url)) return;
    if (providerPath(url) === undefined) throw new HttpError(403, `Map provider paths may not hold encoded slashes, backslashes or double escapes (${url.origin})`);
    const hostAllowed = this.entries.some((e) => e.protocols.includes(url.protocol) && e.host === url.host);
    throw new HttpError(403, `${url.origin} is not an allowed map provider${hostAllowed ? ' under this path' : ''} (see MAP_PROVIDERS)`);
  }

  /**
   * GETs an allowed provider's URL: the answer's media type and at most `maxBytes` of its body.
   * `accepts` tells whether the media type is one the caller reads.
   */
  async get(url: URL, request: { accept: string; maxBytes: number; accepts: (contentType: string | undefined) => boolean }) {
    this.check(url);
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const provider = url.origin;
    let target = url;
    try {
      for (let redirects = 0; ; redirects++) {
        const answer: OutboundAnswer = await getUrl(target, { signal, lookup: this.options.lookup, accept: request.accept });
        if (REDIRECTS.has(answer.status) && answer.location !== undefined) {
          answer.body.destroy();
          const next = URL.canParse(answer.location, target) ? new URL(answer.location, target) : undefined;
          if (redirects === MAX_REDIRECTS) throw new MapProviderError(`Map provider ${provider} redirected more than ${MAX_REDIRECTS} times`);
          if (!next || !this.isAllowed(next)) {
            this.options.log?.(`Map provider ${provider}: refused redirect from ${target.href} to ${JSON.stringify(answer.location)}`);
            throw new MapProviderError(`Map provider ${provider} redirected to an address that is not an allowed map provider`);
          }
          target = next;
          continue;
        }
        if (answer.status < 200 || answer.status >= 300) {
          answer.body.destroy();
          throw new MapProviderError(`Map provider ${provider} answered ${answer.status}`);
        }
        if (!request.accepts(answer.contentType)) {
          answer.body.destroy();
          throw new MapProviderError(`Map provider ${provider} answered ${answer.contentType ?? 'without a media type'}, not what was asked for`);
        }
        const { bytes, complete } = await readAtMost(answer.body, request.maxBytes);
        if (!complete) throw new MapProviderError(`Map provider ${provider} answered more than ${request.maxBytes} bytes`);
        return { contentType: answer.contentType, bytes };
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (signal.aborted) throw new MapProviderError(`Map provider ${provider} gave no answer within ${this.options.timeoutMs} ms`, 504);
      if (error instanceof NotPublicAddressError) throw new MapProviderError(`Map provider ${provider} refused: its host name resolves to a private or local address`);
      throw new MapProviderError(`Map provider ${provider} failed: ${(error as Error).message}`);
    }
  }
}
