/**
 * Who may read service-wide figures (GET /metrics, GET /api/v1/metrics?scope=service): the
 * operator, that is a caller on this machine (src/http/local-caller.ts: a loopback client
 * address, as the trusted proxy saw it behind TRUST_PROXY, with a Host and Origin that name
 * this server, so a page on a rebound DNS name is not one) or an account with the admin role in its browser session; for GET /metrics also any client
 * presenting METRICS_TOKEN as a bearer token (a scraper). API keys and OAuth tokens never open
 * them: a user's key must not read every account's traffic. The token is compared through
 * SHA-256 digests in constant time, so the comparison leaks neither its content nor its length.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../domain/errors/app-error.js';
import type { Principal } from '../../../domain/core/principal.js';
import type { AppServices } from '../../../services.js';
import type { LocalCaller } from '../../local-caller.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A caller on this machine, or the browser session of an administrator. */
export async function isOperator(principal: Principal, caller: LocalCaller, services: Pick<AppServices, 'admin'>): Promise<boolean> {
  if (caller.local) return true;
  if (principal.kind !== 'session') return false;
  return services.admin.administrators.assert(principal).then(() => true, () => false);
}

/** A caller on this machine, or METRICS_TOKEN as a bearer token; a local-looking caller refused by the host or forwarding rule hears why. */
export function assertMayReadMetrics(caller: LocalCaller, authorization: string, metricsToken: string | undefined): void {
  if (caller.local) return;
  if (!metricsToken) throw (caller.refusal ?? new AppError('SYSTEM-006'));
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? '';
  if (!timingSafeEqual(digest(presented), digest(metricsToken))) {
    throw new AppError('SYSTEM-005', { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } });
  }
}
