/**
 * The protected resources this authorization server issues tokens for (RFC 8707 resource
 * indicators) and the audience a token carries:
 *  - the MCP endpoint, `{base}/mcp` (metadata at /.well-known/oauth-protected-resource/mcp);
 *  - the REST API, the base URL itself, `{base}` (metadata at /.well-known/oauth-protected-resource,
 *    where RFC 9728 puts the metadata of the resource named by the bare origin).
 * An authorization request names one or both (`resource` repeated); the code, the refresh
 * token and each access token keep the list, space-separated in their `resource` column. A
 * token request may narrow the access token to some of them (never widen: invalid_target).
 * Each resource accepts only tokens whose audience names it, so a token an MCP client got for
 * /mcp does not open the REST API, and a REST token does not open /mcp, unless it was issued
 * for both. Rows written before audiences were enforced hold the MCP resource alone (every
 * authorization then had to name it): those tokens keep working on /mcp only.
 */
import { OAuthProtocolError } from '../errors/oauth-error.js';

export interface ProtectedResources {
  mcp: string;
  api: string;
}

export function protectedResourcesOf(publicUrl: string): ProtectedResources {
  return { mcp: `${publicUrl}/mcp`, api: publicUrl };
}

function normalise(value: string): string {
  return value.replace(/\/+$/, '');
}

/** The `resource` values of a request (absent, one, or repeated), normalised and de-duplicated. */
export function requestedResources(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== '').map(normalise))];
}

/** Whether every value names a resource of this server. */
export function allKnown(resources: string[], publicUrl: string): boolean {
  const known = Object.values(protectedResourcesOf(publicUrl));
  return resources.every((r) => known.includes(r));
}

/** The stored form of an audience (space-separated; resources are URLs without spaces). */
export function encodeAudience(resources: string[]): string {
  return resources.join(' ');
}

/** The audience a stored row grants (none for a row without one: such a token opens nothing). */
export function decodeAudience(stored: string | null): string[] {
  return stored ? stored.split(' ').filter(Boolean) : [];
}

/**
 * The access token's audience for a token request: the grant's whole audience, or the part the
 * request names (RFC 8707 §2.2); naming anything outside it is invalid_target.
 */
export function narrowAudience(granted: string[], requested: string[]): string[] {
  if (requested.length === 0) return granted;
  const outside = requested.filter((r) => !granted.includes(r));
  if (outside.length) throw new OAuthProtocolError('invalid_target', `This grant does not cover ${outside.join(', ')}`);
  return requested;
}
