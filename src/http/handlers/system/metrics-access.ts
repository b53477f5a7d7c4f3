/**
 * Who may read GET /metrics: a loopback client (the address the trusted proxy saw, behind
 * TRUST_PROXY), or any client presenting METRICS_TOKEN as a bearer token. The token is
 * compared through SHA-256 digests in constant time, so the comparison leaks neither its
 * content nor its length.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../domain/errors/app-error.js';
import { isLoopbackAddress } from '../../client-address.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function assertMayReadMetrics(clientIp: string, authorization: string, metricsToken: string | undefined): void {
  if (isLoopbackAddress(clientIp)) return;
  if (!metricsToken) throw new AppError('SYSTEM-006');
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? '';
  if (!timingSafeEqual(digest(presented), digest(metricsToken))) {
    throw new AppError('SYSTEM-005', { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } });
  }
}
