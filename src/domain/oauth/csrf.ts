/**
 * CSRF tokens for the consent and device pages: HMAC-SHA256 of the browser session id and the
 * form's purpose under a key made at start-up. A form served before a restart must be reloaded.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './secrets.js';

export class CsrfTokens {
  private readonly key = randomBytes(32);

  issue(sessionId: string, purpose: string): string {
    return createHmac('sha256', this.key).update(`${sessionId}\n${purpose}`).digest('base64url');
  }

  verify(sessionId: string, purpose: string, token: unknown): boolean {
    return typeof token === 'string' && safeEqual(this.issue(sessionId, purpose), token);
  }
}
