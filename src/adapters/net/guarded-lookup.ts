/**
 * A DNS `lookup` for http(s).request that refuses forbidden addresses. The socket connects to
 * exactly the addresses this function hands back, so the check applies to the address
 * actually connected to: a name that resolves to a public address when first asked and to
 * 127.0.0.1 when connecting (DNS rebinding) is refused at connect time.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { forbiddenRange } from '../../domain/net/address-policy.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses (the port a test replaces with its own resolver). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Raised through the socket when every path to the host is refused. */
export class BlockedAddressError extends Error {
  constructor(readonly hostname: string, readonly address: string, readonly range: string) {
    super(`${hostname} resolves to ${address} (${range})`);
    this.name = 'BlockedAddressError';
  }
}

/** The range name of an address that may not be connected to, or null (the address policy by default). */
export type AddressRefusal = (address: string) => string | null;

export function guardedLookup(resolve: HostResolver, refuse: AddressRefusal = forbiddenRange): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        // Any forbidden answer refuses the host: a mixed answer is a rebinding attempt or a misconfiguration.
        for (const a of wanted) {
          const range = refuse(a.address);
          if (range) return callback(new BlockedAddressError(hostname, a.address, range), '', 4);
        }
        if (wanted.length === 0) {
          const err = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
          return callback(err, '', 4);
        }
        if (options.all) return (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };
}
