/** Writing the tokens a grant issues: an opaque access token, and a refresh token when the client may refresh. */
import { randomUUID } from 'node:crypto';
import type { OauthConfig } from '../../../config/oauth.js';
import type { OAuthClientRow, OAuthTokenRow, OAuthTokenStore } from '../ports/index.js';
import { newSecret, PREFIX } from '../secrets.js';
import { decodeAudience, encodeAudience, narrowAudience } from '../resources.js';
import { sha256Hex } from '../../core/sha256.js';

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

/** What the tokens are for. `familyId` groups a refresh chain; `codeId` names the code that started it. */
export interface TokenIssue {
  client: OAuthClientRow;
  accountId: string;
  scope: string;
  /** The grant's audience as stored (resources.ts); the refresh token keeps it whole. */
  resource: string | null;
  familyId: string;
  codeId: string | null;
  now: Date;
}

/** Writes the tokens through `tokens`: the token store of the grant's transaction. */
export type IssueTokens = (issue: TokenIssue, tokens: OAuthTokenStore) => Promise<TokenResponse>;

/**
 * `requested` is the token request's `resource` values: the access token's audience is that
 * part of the grant's (invalid_target beyond it), or the whole of it when none is named.
 */
export function tokenIssuer(config: OauthConfig, requested: string[]): IssueTokens {
  return async ({ client, accountId, scope, resource, familyId, codeId, now }, tokens) => {
    const audience = encodeAudience(narrowAudience(decodeAudience(resource), requested));
    const access = newSecret(PREFIX.accessToken);
    const base = { family_id: familyId, code_id: codeId, client_id: client.client_id, account_id: accountId, scope, resource, rotated_at: null, revoked_at: null, created_at: now };
    const rows: OAuthTokenRow[] = [{ ...base, resource: audience, id: randomUUID(), kind: 'access', token_hash: sha256Hex(access), expires_at: new Date(now.getTime() + config.accessTokenTtlSeconds * 1000) }];
    let refresh: string | undefined;
    if (client.grant_types.includes('refresh_token')) {
      refresh = newSecret(PREFIX.refreshToken);
      rows.push({ ...base, id: randomUUID(), kind: 'refresh', token_hash: sha256Hex(refresh), expires_at: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000) });
    }
    await tokens.insertTokens(rows);
    return { access_token: access, token_type: 'Bearer', expires_in: config.accessTokenTtlSeconds, scope, ...(refresh ? { refresh_token: refresh } : {}) };
  };
}
