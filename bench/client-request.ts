/** Requests to a server under test from a given client address, as the load benches send them. */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { round } from './stats';

export type Outcome = { status: number | 'gone'; ms: number; retryAfter?: string; bytes: number };

export type CallOptions = { from: string; body?: string; type?: string; headers?: Record<string, string>; hangUpMs?: number };

/** One request from a client address to 127.0.0.1:`port`; `hangUpMs` ends it that early, as a client that gives up. */
export const callFrom = (port: number, path: string, options: CallOptions) =>
  new Promise<Outcome>((resolve) => {
    const started = performance.now();
    const ms = () => round(performance.now() - started);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.body === undefined ? 'GET' : 'POST',
        localAddress: options.from,
        headers: { ...(options.type && { 'content-type': options.type }), ...options.headers },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode!, ms: ms(), retryAfter: response.headers['retry-after'], bytes }));
        response.on('error', () => resolve({ status: 'gone', ms: ms(), bytes }));
      },
    );
    req.on('error', () => resolve({ status: 'gone', ms: ms(), bytes: 0 }));
    if (options.hangUpMs) setTimeout(() => req.destroy(), options.hangUpMs);
    req.end(options.body);
  });

/** A process's resident set (all threads), in MB. */
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
