import type { OperationBinding } from '../../handler-types.js';
import { OAuthProtocolError } from '../../../domain/errors/oauth-error.js';
import { retryAfterHeader } from '../../../domain/core/shared-state/rate-limiter.js';

/** RFC 7591 dynamic registration; counted per client address before the body is read. */
const registerOAuthClient: OperationBinding<'registerOAuthClient'> = {
  async beforeBody(c) {
    const { config, rateLimits } = c.services.oauth;
    const family = c.clientIp.includes(':') ? 'ipv6' : 'ipv4';
    if (config.dcrExempt.check(c.clientIp.replace(/^::ffff:/, ''), c.clientIp.startsWith('::ffff:') ? 'ipv4' : family)) return;
    const decision = await rateLimits.registration.consume(c.clientIp, { limit: config.dcrRateLimitPerMinute, windowSeconds: 60 });
    if (!decision.allowed) throw new OAuthProtocolError('slow_down', 'Too many registrations; retry later.', 429, retryAfterHeader(decision.retryAfterSeconds));
  },
  async handle(c) {
    const client = await c.services.oauth.clients.register(c.body);
    return { status: 201, body: client, headers: { 'Cache-Control': 'no-store' } };
  },
};
export default registerOAuthClient;
