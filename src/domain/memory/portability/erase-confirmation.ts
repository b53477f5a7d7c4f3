/**
 * The confirmation step of erasing a namespace. The first call answers what would be deleted
 * and a `confirm` value; only a second call presenting it deletes. The value is
 * `<expiry in epoch seconds>.<base64url HMAC-SHA256(k, context, user, agent, caller, expiry)>`,
 * where k is derived by HKDF-SHA256 from the server's master secret (SECRET_KEY, or
 * DATA_DIR/secret.key) with a label of its own, like the session CSRF token. So it is bound to
 * that namespace and that caller, lapses after CONFIRM_TTL_SECONDS, is accepted by every node
 * sharing the secret (and by the command line on the same data directory), and needs no
 * stored state.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Principal } from '../../core/principal.js';
import type { NamespaceTarget } from './ports.js';

export const CONFIRM_TTL_SECONDS = 300;

/** Who asks: an identity that stays the same between the two calls. */
export function callerIdentity(principal: Principal | null): string {
  if (!principal) return 'operator';
  switch (principal.kind) {
    case 'apiKey':
      return `key:${principal.keyId}`;
    case 'session':
    case 'oauth':
      return `account:${principal.accountId}`;
    default:
      return principal.kind;
  }
}

export class EraseConfirmations {
  private readonly key: Buffer;

  constructor(masterSecret: Buffer, private readonly now: () => number = Date.now) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, Buffer.from('memplat'), Buffer.from('memory namespace erasure v1'), 32));
  }

  private mac(target: NamespaceTarget, caller: string, expires: number): string {
    const fields = [target.contextId.toLowerCase(), target.userId, target.agentName ?? '*', caller, String(expires)];
    return createHmac('sha256', this.key).update(fields.join('\u0000'), 'utf8').digest('base64url');
  }

  issue(target: NamespaceTarget, caller: string): { confirm: string; expiresAt: string } {
    const expires = Math.floor(this.now() / 1000) + CONFIRM_TTL_SECONDS;
    return { confirm: `${expires}.${this.mac(target, caller, expires)}`, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** Whether `confirm` was issued for this namespace and caller and has not lapsed (constant-time comparison). */
  accepts(target: NamespaceTarget, caller: string, confirm: string): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(confirm);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= this.now()) return false;
    const expected = Buffer.from(this.mac(target, caller, expires), 'utf8');
    const given = Buffer.from(match[2]!, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
