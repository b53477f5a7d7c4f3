/**
 * The WebAuthn relying party this server is: its id comes from PUBLIC_URL's host. Browsers
 * refuse IP addresses as relying-party ids, so a loopback PUBLIC_URL (127.0.0.1, ::1) uses
 * `localhost` and passkeys work when the app is opened at http://localhost:<port>; any other
 * IP address has no relying-party id at all (passkeys are unavailable, AUTH-078).
 */
import { AppError } from '../../errors/app-error.js';
import { isIpLiteral } from '../../net/address-policy.js';

export const RELYING_PARTY_NAME = 'Memory Platform';

export interface RelyingParty {
  id: string;
  name: string;
  /** Origins whose ceremonies are accepted (clientDataJSON.origin must be one of them). */
  origins: string[];
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The relying party of `publicUrl`, or null when its host is a non-loopback IP address. */
export function relyingPartyOf(publicUrl: string): RelyingParty | null {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopback(host)) {
    const origins = new Set([url.origin, `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`]);
    return { id: 'localhost', name: RELYING_PARTY_NAME, origins: [...origins] };
  }
  if (isIpLiteral(host)) return null;
  return { id: host, name: RELYING_PARTY_NAME, origins: [url.origin] };
}

/** The relying party, or 404 AUTH-078 when this server cannot have one. */
export function requireRelyingParty(publicUrl: string): RelyingParty {
  const rp = relyingPartyOf(publicUrl);
  if (!rp) throw new AppError('AUTH-078');
  return rp;
}
