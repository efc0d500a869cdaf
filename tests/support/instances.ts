/**
 * Several instances of the app as production runs them: each `src/server/main.ts` in a process of
 * its own (on a port the system gives), behind a reverse proxy that sends each request to the
 * next instance in turn. Used by tests/api/instances.test.ts and bench/instances.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, Agent as HttpAgent, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

export type Instance = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process has written so far (standard output and error). */
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
};

/** Starts `src/server/main.ts` with the environment given (a state folder of its own unless set); resolves once it listens. */
export const startInstance = async (env: Record<string, string>, timeoutMs = 120_000): Promise<Instance> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', STATE_DIR: mkdtempSync(join(tmpdir(), 'instance-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The instance did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const ready = () => {
      const match = /Ready in \d+ ms on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', ready);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The instance exited with ${code} while starting:\n${output}`));
    });
  });
  return {
    url,
    child,
    exited,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};

/** Headers of one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];
const withoutHopByHop = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

export type Proxy = {
  url: string;
  /** The name of the instance that served each request so far, in order. */
  served: string[];
  close: () => Promise<void>;
};

/**
 * A reverse proxy on a loopback port sending each request to the next instance in turn. It
 * appends the client's address to X-Forwarded-For (instances trust it with TRUST_PROXY) and names
 * the instance that answered in `x-served-by`; an instance that cannot be reached is a 502.
 */
export const startRoundRobinProxy = async (instances: { name: string; url: string }[]): Promise<Proxy> => {
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 256 });
  const served: string[] = [];
  let next = 0;
  const server = createServer((request, response) => {
    const instance = instances[next++ % instances.length];
    served.push(instance.name);
    const target = new URL(instance.url);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...withoutHopByHop(request.headers), 'x-forwarded-for': forwardedFor },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), 'x-served-by': instance.name });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain', 'x-served-by': instance.name });
      response.end(`Bad gateway: ${error.message}`);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    served,
    close: () => {
      server.closeAllConnections();
      agent.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
};
