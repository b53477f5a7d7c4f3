/**
 * The double-submit token of a browser session (CSRF protection of cookie-authenticated
 * writes): base64url(HMAC-SHA256(k, session id)), where k is derived by HKDF-SHA256 from the
 * server's master secret (SECRET_KEY, or DATA_DIR/secret.key), like the key that encrypts
 * secrets at rest but with its own label. The token is stable for the life of a session
 * (every sign-in makes a new session, hence a new token), survives restarts, and cannot be
 * computed without the master secret even by someone who knows the session id.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export class SessionCsrfTokens {
  private readonly key: Buffer;

  constructor(masterSecret: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, Buffer.from('memplat'), Buffer.from('browser session csrf v1'), 32));
  }

  tokenFor(sessionId: string): string {
    return createHmac('sha256', this.key).update(sessionId, 'utf8').digest('base64url');
  }

  /** Constant-time check of a presented value against the session's token. */
  matches(sessionId: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const expected = Buffer.from(this.tokenFor(sessionId), 'utf8');
    const given = Buffer.from(presented, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
