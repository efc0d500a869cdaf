/** The little of oidc-provider (a test dependency without types) that tests/api/oidc.test.ts uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        claims?: Record<string, string[]>;
        findAccount: (context: unknown, sub: string) => Promise<Account>;
        cookies?: { keys: string[] };
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
