/**
 * refresh_token (RFC 6749 §6): refresh tokens rotate on each use, and reuse of a rotated one
 * revokes its whole family (RFC 9700 §4.14.2). A client allowed this grant also receives a
 * refresh token from the other grants (token-issuer.ts).
 */
import { OAuthProtocolError } from '../../errors/oauth-error.js';
import { parseScope } from '../scopes.js';

import { formString, type GrantType } from './grant-type.js';
import { sha256Hex } from '../../core/sha256.js';

const invalidGrant = (description: string) => new OAuthProtocolError('invalid_grant', description);

export const refreshTokenGrant: GrantType = {
  type: 'refresh_token',
  defaultForNewClients: true,
  requiredParameters: ['refresh_token'],
  async exchange({ client, form }, { stores, issue }) {
    const { tokens } = stores;
    const token = formString(form, 'refresh_token');
    if (!token) throw new OAuthProtocolError('invalid_request', 'refresh_token is required');
    const row = await tokens.findToken(sha256Hex(token));
    const now = new Date();
    if (!row || row.kind !== 'refresh' || row.client_id !== client.client_id) throw invalidGrant('The refresh token is invalid');
    if (row.revoked_at) throw invalidGrant('The refresh token was revoked');
    if (row.rotated_at) {
      // Reuse of a rotated token: someone else holds a copy. Revoke the family.
      await tokens.revokeFamily(row.family_id, now);
      throw invalidGrant('The refresh token was already used');
    }
    if (new Date(row.expires_at) <= now) throw invalidGrant('The refresh token has expired');
    let scope = row.scope;
    const requested = formString(form, 'scope');
    if (requested) {
      const wanted = parseScope(requested);
      if (wanted.some((s) => !parseScope(row.scope).includes(s))) throw new OAuthProtocolError('invalid_scope', 'The scope exceeds the original grant');
      scope = wanted.join(' ');
    }
    return stores.transaction(async (tx) => {
      if (!(await tx.tokens.rotate(row.id, now))) throw invalidGrant('The refresh token was already used');
      return issue({ client, accountId: row.account_id, scope, resource: row.resource, familyId: row.family_id, codeId: row.code_id, now }, tx.tokens);
    });
  },
};
