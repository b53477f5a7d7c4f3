/**
 * The registry and the contract name the same grant types: the token request's grant_type,
 * the grant_types a client may be created or updated with, and the defaults.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OauthConfig } from '../../../config/oauth.js';
import type { OAuthClientRow, OAuthStores } from '../ports/index.js';
import type { ContextService } from '../../core/contexts.js';
import { OAuthTokenService } from '../token-service.js';
import { DEFAULT_GRANT_TYPES, grantMetadata, grantTypeOf, GRANT_TYPES, SUPPORTED_GRANT_TYPES } from './registry.js';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../../../../schemas/${name}.json`, import.meta.url), 'utf8'));

describe('grant type registry', () => {
  it('lists each grant once, by the value the spec accepts as grant_type', () => {
    expect(new Set(SUPPORTED_GRANT_TYPES).size).toBe(GRANT_TYPES.length);
    expect([...SUPPORTED_GRANT_TYPES].sort()).toEqual([...schema('TokenRequest').properties.grant_type.enum].sort());
  });

  it('matches the grant_types clients are created and updated with, and their default', () => {
    for (const name of ['OAuth2ClientCreateRequest', 'OAuth2ClientUpdateRequest']) {
      expect([...SUPPORTED_GRANT_TYPES].sort()).toEqual([...schema(name).properties.grant_types.items.enum].sort());
    }
    expect(DEFAULT_GRANT_TYPES).toEqual(schema('OAuth2ClientCreateRequest').properties.grant_types.default);
    expect(DEFAULT_GRANT_TYPES).toEqual(schema('DynamicClientRegistrationRequest').properties.grant_types.default);
  });

  it('finds a grant by its value and nothing for others', () => {
    expect(grantTypeOf('refresh_token')?.type).toBe('refresh_token');
    expect(grantTypeOf('password')).toBeUndefined();
    expect(grantTypeOf('')).toBeUndefined();
  });

  it("gives discovery the supported values and each grant's own endpoint", () => {
    expect(grantMetadata('https://m.example')).toEqual({
      grant_types_supported: [...SUPPORTED_GRANT_TYPES],
      device_authorization_endpoint: 'https://m.example/oauth/device/authorize',
    });
  });
});

describe('token endpoint dispatch', () => {
  // Both refusals come before any store is read.
  const service = new OAuthTokenService({ stores: null as unknown as OAuthStores, contexts: null as unknown as ContextService, config: {} as OauthConfig });
  const client = { client_id: 'c', grant_types: ['authorization_code'] } as OAuthClientRow;

  it('answers unsupported_grant_type for a grant not in the registry (RFC 6749 §5.2)', async () => {
    await expect(service.exchange(client, { grant_type: 'password' }, 'https://m.example/mcp')).rejects.toMatchObject({ error: 'unsupported_grant_type' });
    await expect(service.exchange(client, {}, 'https://m.example/mcp')).rejects.toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('answers unauthorized_client for a known grant the client may not use', async () => {
    await expect(service.exchange(client, { grant_type: 'refresh_token', refresh_token: 'x' }, 'https://m.example/mcp')).rejects.toMatchObject({ error: 'unauthorized_client' });
  });
});
