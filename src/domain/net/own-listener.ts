/**
 * The server's own listening address, as the outbound fetcher must see it. A WEB_FETCH_ALLOW_HOSTS
 * entry such as `localhost` opens that host on every port, which would include this server's own
 * port and so its anonymous local API (reached from a loopback address): a page could redirect a
 * tool's fetch there. So an entry without a port never reaches the own listening address; an
 * entry that names the port (`localhost:8080`) does, because the operator asked for exactly that.
 *
 * "Own" means: the listening port, on a loopback address, on the address HOST names, or, when
 * HOST is the unspecified address or a name, on any address of this machine's interfaces.
 */
import os from 'node:os';
import ipaddr from 'ipaddr.js';
import { isLoopbackAddress } from './address-policy.js';

/** HOST and the port actually listened on (PORT=0 is replaced by the chosen port once listening). */
export interface OwnListener {
  host: string;
  port: number;
}

/** The range name the fetcher reports for a refused own address. */
export const OWN_LISTENER_RANGE = 'own listening address';

function normalised(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  return parsed.toNormalizedString();
}

function machineAddresses(): Set<string> {
  const found = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const info of list ?? []) {
      const address = normalised(info.address.replace(/%.*$/, ''));
      if (address) found.add(address);
    }
  }
  return found;
}

/** True when a connection to `address` (an IP literal) would reach the server listening as `own`. */
export function isOwnAddress(address: string, own: OwnListener): boolean {
  const target = normalised(address);
  if (!target) return false;
  if (isLoopbackAddress(address)) return true;
  const host = own.host.replace(/^\[|\]$/g, '');
  const listening = normalised(host);
  const everywhere = listening === null ? host.toLowerCase() !== 'localhost' : ipaddr.parse(host).range() === 'unspecified';
  if (everywhere) return machineAddresses().has(target);
  return target === listening;
}
