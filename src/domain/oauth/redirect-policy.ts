/**
 * Which redirect URIs a dynamically registered (unauthenticated) client may use. Each URI
 * passes on its own: an https URI whose host is on the allow-list of known AI clients (or a
 * subdomain of one), or — for a client_name on the loopback list — a loopback http URI
 * (RFC 8252 §7.3) or a private-use scheme of a known desktop client (RFC 8252 §7.1).
 */
import type { OauthConfig } from '../../config/oauth.js';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
const DESKTOP_SCHEMES = new Set(['cursor:', 'vscode:', 'vscode-insiders:', 'claude:', 'windsurf:']);

/** Shape checks every redirect URI must pass (RFC 6749 §3.1.2): absolute, no fragment, no credentials. */
export function redirectUriShapeProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not an absolute URI';
  }
  if (url.hash || raw.includes('#')) return 'must not contain a fragment';
  if (url.username || url.password) return 'must not contain credentials';
  if (url.protocol === 'javascript:' || url.protocol === 'data:' || url.protocol === 'file:') return 'uses a forbidden scheme';
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return 'must use https unless it is a loopback address';
  return null;
}

export function dynamicRedirectProblem(raw: string, clientName: string, config: OauthConfig): string | null {
  const shape = redirectUriShapeProblem(raw);
  if (shape) return shape;
  const url = new URL(raw);
  const knownName = config.dcrLoopbackClientNames.includes(clientName.trim().toLowerCase());
  if (url.protocol === 'https:') {
    const host = url.hostname.toLowerCase();
    if (config.dcrAllowedHosts.some((h) => host === h || host.endsWith(`.${h}`))) return null;
    return 'has a host that is not on the allow-list of known AI clients';
  }
  if (url.protocol === 'http:' || DESKTOP_SCHEMES.has(url.protocol)) {
    return knownName ? null : 'is a loopback or app redirect, allowed only for known AI clients (client_name)';
  }
  return 'uses a scheme that is not allowed';
}
