import { createHash } from 'node:crypto';

/**
 * SHA-256 as lower-case hex: how every bearer secret is stored and looked up (API keys,
 * sessions, OAuth codes and tokens, reset links, MCP session ids). The secrets carry 256
 * random bits, so no salt or stretching is needed.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
