import type { OperationBinding } from '../../handler-types.js';
import { OAuthProtocolError } from '../../../domain/errors/oauth-error.js';
import { retryAfterHeader } from '../../../domain/core/shared-state/rate-limiter.js';
import { publicUrlOf } from './discovery.js';

/**
 * POST /oauth/device/authorize (RFC 8628 §3.1). Spec A4 rule 3: the request counts against
 * the per-address limit before the body is read, so a refused body still counts.
 */
const authorizeDevice: OperationBinding<'authorizeDevice'> = {
  async beforeBody(c) {
    const { config, rateLimits } = c.services.oauth;
    const decision = await rateLimits.deviceAuthorize.consume(c.clientIp, { limit: config.deviceAuthorizeRateLimitPerMinute, windowSeconds: 60 });
    if (!decision.allowed) throw new OAuthProtocolError('slow_down', 'Too many requests; retry later.', 429, retryAfterHeader(decision.retryAfterSeconds));
    if (Number(c.headers['content-length'] ?? 0) > config.deviceBodyLimitBytes) {
      throw new OAuthProtocolError('invalid_request', `The body is larger than ${config.deviceBodyLimitBytes} bytes`, 413);
    }
  },
  async handle(c) {
    const body = await c.services.oauth.devices.start(c.body, publicUrlOf(c));
    return { status: 200, body, headers: { 'Cache-Control': 'no-store' } };
  },
};
export default authorizeDevice;
