/**
 * The grant types this authorization server supports, in the order discovery lists them.
 * Adding a grant is one file in this folder (a GrantType) and one line here; the spec's
 * TokenRequest and OAuth2Client*Request schemas list the same values (registry.test.ts).
 */
import { authorizationCodeGrant } from './authorization-code.js';
import { deviceCodeGrant } from './device-code.js';
import { formString, type GrantType } from './grant-type.js';
import { refreshTokenGrant } from './refresh-token.js';

export const GRANT_TYPES: readonly GrantType[] = [authorizationCodeGrant, refreshTokenGrant, deviceCodeGrant];

/** Every supported `grant_type` value. */
export const SUPPORTED_GRANT_TYPES: readonly string[] = GRANT_TYPES.map((g) => g.type);

/** What a client gets when it names no grant_types. */
export const DEFAULT_GRANT_TYPES: readonly string[] = GRANT_TYPES.filter((g) => g.defaultForNewClients).map((g) => g.type);

export function grantTypeOf(type: string): GrantType | undefined {
  return GRANT_TYPES.find((g) => g.type === type);
}

/**
 * The first parameter the form's grant requires and lacks (missing or empty), or null: an
 * unknown grant_type is left to the token endpoint (unsupported_grant_type).
 */
export function missingGrantParameter(form: Record<string, unknown>): string | null {
  const grantType = form.grant_type;
  const grant = typeof grantType === 'string' ? grantTypeOf(grantType) : undefined;
  return grant?.requiredParameters.find((name) => formString(form, name) === null) ?? null;
}

/** RFC 8414 fields the grants contribute: grant_types_supported and each grant's own endpoints. */
export function grantMetadata(publicUrl: string): { grant_types_supported: string[] } & Record<string, unknown> {
  return Object.assign({}, ...GRANT_TYPES.map((g) => g.metadata?.(publicUrl) ?? {}), { grant_types_supported: [...SUPPORTED_GRANT_TYPES] });
}
