import { describe, expect, it } from 'vitest';
import { OAuthProtocolError, oauthDescription } from './oauth-error.js';

const RFC6749_DESCRIPTION = /^[\x20-\x21\x23-\x5B\x5D-\x7E]*$/;

describe('OAuth error descriptions', () => {
  it('every error_description uses only the characters RFC 6749 section 5.2 allows', () => {
    const quoted = 'code_verifier: must match pattern "^[A-Za-z0-9._~-]{43,128}$"';
    const scope = 'scope: must match pattern "^[\\x21\\x23-\\x5B\\x5D-\\x7E]+$"; got "é\u0000\u202e"';
    for (const text of [quoted, scope, 'line\nbreak\ttab']) {
      const error = new OAuthProtocolError('invalid_request', text);
      expect(error.description).toMatch(RFC6749_DESCRIPTION);
    }
    expect(oauthDescription(quoted)).toBe("code_verifier: must match pattern '^[A-Za-z0-9._~-]{43,128}$'");
    expect(oauthDescription('a\\b "é"')).toBe("a/b '?'");
  });
});
