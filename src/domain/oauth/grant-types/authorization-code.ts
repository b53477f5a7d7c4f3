/** authorization_code (RFC 6749 §4.1.3) with PKCE (RFC 7636): a consented code becomes tokens once. */
import { randomUUID } from 'node:crypto';
import { OAuthProtocolError } from '../../errors/oauth-error.js';
import { pkceS256Matches } from '../secrets.js';
import { formString, type GrantType } from './grant-type.js';
import { sha256Hex } from '../../core/sha256.js';

const invalidGrant = (description: string) => new OAuthProtocolError('invalid_grant', description);

export const authorizationCodeGrant: GrantType = {
  type: 'authorization_code',
  defaultForNewClients: true,
  requiredParameters: ['code', 'redirect_uri'],
  async exchange({ client, form }, { stores, issue }) {
    const { tokens } = stores;
    const code = formString(form, 'code');
    if (!code) throw new OAuthProtocolError('invalid_request', 'code is required');
    const row = await tokens.findCode(sha256Hex(code));
    const now = new Date();
    if (!row || row.client_id !== client.client_id) throw invalidGrant('The authorization code is invalid');
    if (row.used_at) {
      // RFC 6749 §4.1.2: a replayed code revokes what it issued.
      await tokens.revokeByCode(row.id, now);
      throw invalidGrant('The authorization code was already used');
    }
    if (new Date(row.expires_at) <= now) throw invalidGrant('The authorization code has expired');
    if (formString(form, 'redirect_uri') !== row.redirect_uri) throw invalidGrant('redirect_uri does not match the authorization request');
    const verifier = formString(form, 'code_verifier');
    if (row.code_challenge) {
      if (!verifier || !pkceS256Matches(verifier, row.code_challenge)) throw invalidGrant('PKCE verification failed');
    } else if (verifier) {
      throw invalidGrant('code_verifier sent for a request without code_challenge');
    }
    return stores.transaction(async (tx) => {
      if (!(await tx.tokens.consumeCode(row.id, now))) throw invalidGrant('The authorization code was already used');
      return issue({ client, accountId: row.account_id, scope: row.scope, resource: row.resource, familyId: randomUUID(), codeId: row.id, now }, tx.tokens);
    });
  },
};
