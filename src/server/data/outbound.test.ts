import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { NotPublicAddressError, publicOnlyLookup } from './outbound';

/** A resolver that answers every name with the given addresses. */
const resolvingTo =
  (...addresses: string[]): LookupFunction =>
  (_hostname, _options, callback) =>
    callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

const look = (lookup: LookupFunction, all: boolean) =>
  new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
    lookup('endpoint.example', { all }, (error, address, family) => resolve({ error, address, family })),
  );

describe('publicOnlyLookup', () => {
  it('passes public addresses on in the form the socket asked for', async () => {
    const lookup = publicOnlyLookup(resolvingTo('2001:db8::1', '8.8.8.8'));
    expect(await look(lookup, false)).toEqual({ error: null, address: '2001:db8::1', family: 6 });
    expect((await look(lookup, true)).address).toEqual([
      { address: '2001:db8::1', family: 6 },
      { address: '8.8.8.8', family: 4 },
    ]);
  });

  it('fails when any address of the name is not public, whichever the socket would pick', async () => {
    for (const addresses of [['127.0.0.1'], ['8.8.8.8', '10.0.0.1'], ['::ffff:169.254.169.254'], []]) {
      const { error } = await look(publicOnlyLookup(resolvingTo(...addresses)), false);
      expect(error, addresses.join()).toBeInstanceOf(NotPublicAddressError);
    }
  });
});
