/** What every OAuth contract suite opens, and rows to write through the ports. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { OAuthClientRow, OAuthCodeRow, OAuthDeviceCodeRow, OAuthTokenRow } from '../../../domain/oauth/ports/index.js';
import type { OAuthStoresFixture } from '../../oauth/store-fixture.js';

/** The port under test (`store`), the area's stores to set data up with, and the fixture's back doors. */
export type OAuthPortHarness<P> = OAuthStoresFixture & { store: P };
export type OpenOAuthPort<P> = () => Promise<OAuthPortHarness<P>>;

export const hash = () => randomBytes(32).toString('hex');
/** A time in whole milliseconds, as the store gives it back. */
export const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

export function clientRow(overrides: Partial<OAuthClientRow> = {}): OAuthClientRow {
  const now = at('2026-03-01T10:00:00.123Z');
  return {
    client_id: `mcp_${randomBytes(8).toString('hex')}`,
    client_name: 'Contract client',
    redirect_uris: ['https://b.example/cb', 'https://a.example/cb'],
    scope: 'memory:read memory:write',
    grant_types: ['refresh_token', 'authorization_code'],
    token_endpoint_auth_method: 'client_secret_basic',
    secret_hash: hash(),
    secret_sealed: 'v1:sealed-secret',
    owner_account_id: null,
    context_id: null,
    dynamic: false,
    hidden_at: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

export function codeRow(clientId: string, accountId: string, overrides: Partial<OAuthCodeRow> = {}): OAuthCodeRow {
  const now = new Date();
  return {
    id: randomUUID(),
    code_hash: hash(),
    client_id: clientId,
    account_id: accountId,
    redirect_uri: 'https://a.example/cb',
    scope: 'memory:read',
    resource: 'https://m.example/mcp',
    code_challenge: 'challenge',
    expires_at: new Date(now.getTime() + HOUR),
    used_at: null,
    created_at: now,
    ...overrides,
  };
}

export function tokenRow(clientId: string, accountId: string, overrides: Partial<OAuthTokenRow> = {}): OAuthTokenRow {
  const now = new Date();
  return {
    id: randomUUID(),
    kind: 'access',
    token_hash: hash(),
    family_id: randomUUID(),
    code_id: null,
    client_id: clientId,
    account_id: accountId,
    scope: 'memory:read',
    resource: 'https://m.example/mcp',
    expires_at: new Date(now.getTime() + HOUR),
    rotated_at: null,
    revoked_at: null,
    created_at: now,
    ...overrides,
  };
}

export function deviceRow(clientId: string, overrides: Partial<OAuthDeviceCodeRow> = {}): OAuthDeviceCodeRow {
  const now = new Date();
  return {
    id: randomUUID(),
    device_code_hash: hash(),
    user_code_hash: hash(),
    client_id: clientId,
    scope: 'memory:read',
    resource: 'https://m.example/mcp',
    status: 'pending',
    account_id: null,
    interval_seconds: 5,
    last_polled_at: null,
    expires_at: new Date(now.getTime() + HOUR),
    created_at: now,
    ...overrides,
  };
}
