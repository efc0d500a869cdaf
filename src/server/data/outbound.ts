/**
 * Outbound HTTP (the remote SPARQL client's form-encoded POST, the map providers' GET) over node:http(s) that connects to
 * public addresses only, unless the URL names its address itself (an IP or localhost, which the
 * operator listed on purpose). The check sits in the socket's own DNS look-up, so a name cannot
 * resolve to a public address when checked and to a private one when connected (DNS rebinding);
 * global fetch offers no such hook without the undici package. Redirects are not followed here:
 * the caller knows which targets are allowed.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { isLiteralHost, isPublicAddress } from './address';

/** A host name that resolves to an address that is not public (or to none). */
export class NotPublicAddressError extends Error {
  constructor(readonly hostname: string) {
    super(`${hostname} does not resolve to public addresses only`);
    this.name = 'NotPublicAddressError';
  }
}

/** A DNS look-up that fails unless every address of the name is public. */
export const publicOnlyLookup =
  (lookup: LookupFunction = dnsLookup): LookupFunction =>
  (hostname, options, callback) =>
    lookup(hostname, { ...options, all: true }, (error, found) => {
      const addresses = found as LookupAddress[];
      if (error) callback(error, []);
      else if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) {
        callback(new NotPublicAddressError(hostname), []);
      } else if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });

export type OutboundOptions = {
  signal: AbortSignal;
  /** DNS look-up (node:dns by default), checked by publicOnlyLookup. */
  lookup?: LookupFunction;
  /** The Accept header: the result formats the caller reads, best first. */
  accept: string;
};

/** An answer's status, redirect target, media type and decoded body (which the caller must read or destroy). */
export type OutboundAnswer = { status: number; location?: string; contentType?: string; body: Readable };

// Our own pools: every socket in them was connected through the checked look-up. Plain HTTP opens
// a connection per query: on a kept-alive connection Virtuoso's last small write of an answer
// waits for the client's delayed ACK (~40 ms on every query, a third of a cold components call),
// while a new connection costs a fraction of a millisecond on the networks plain HTTP is used in.
// Over TLS a handshake costs more than that stall, and public endpoints sit behind proxies.
const agents = { http: new HttpAgent({ keepAlive: false }), https: new HttpsAgent({ keepAlive: true }) };

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  br: createBrotliDecompress,
};

const decoded = (response: IncomingMessage): Readable => {
  const decoder = DECODERS[(response.headers['content-encoding'] ?? '').trim().toLowerCase()];
  return decoder ? (pipeline(response, decoder(), () => {}) as unknown as Readable) : response;
};

/** One request (no redirect followed); rejects on connection failures and on `signal`. */
const send = (url: URL, method: 'GET' | 'POST', headers: Record<string, string | number>, body: string | undefined, options: OutboundOptions) =>
  new Promise<OutboundAnswer>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method,
        agent: secure ? agents.https : agents.http,
        headers: { ...headers, accept: options.accept, 'accept-encoding': 'gzip, br' },
        lookup: isLiteralHost(url.hostname) ? undefined : publicOnlyLookup(options.lookup),
        signal: options.signal,
      },
      (response) =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          contentType: response.headers['content-type']?.split(';')[0].trim().toLowerCase(),
          body: decoded(response),
        }),
    );
    request.on('error', reject);
    request.end(body);
  });

/** POSTs a form to the URL (no redirect followed); rejects on connection failures and on `signal`. */
export const postForm = (url: URL, form: string, options: OutboundOptions): Promise<OutboundAnswer> =>
  send(url, 'POST', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) }, form, options);

/** GETs the URL (no redirect followed); rejects on connection failures and on `signal`. */
export const getUrl = (url: URL, options: OutboundOptions): Promise<OutboundAnswer> => send(url, 'GET', {}, undefined, options);

/** Up to `maxBytes` of a body; when it is longer, `complete` is false and the rest is dropped. */
export const readAtMost = async (body: Readable, maxBytes: number): Promise<{ bytes: Buffer; complete: boolean }> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.byteLength;
    if (size > maxBytes) return { bytes: Buffer.concat(chunks).subarray(0, maxBytes), complete: false };
  }
  return { bytes: Buffer.concat(chunks), complete: true };
};
