/** Scopes this server grants and what each one lets a client do (shown on consent pages). */
export const SUPPORTED_SCOPES = ['memory:read', 'memory:write'] as const;

export const SCOPE_PERMISSIONS: Record<string, string> = {
  'memory:read': 'Read and search your memories and the memory graph',
  'memory:write': 'Create, change and delete memories and record interactions',
};

export function parseScope(scope: string | null | undefined): string[] {
  return [...new Set((scope ?? '').split(' ').map((s) => s.trim()).filter(Boolean))];
}

export function formatScope(scopes: string[]): string {
  return SUPPORTED_SCOPES.filter((s) => scopes.includes(s)).join(' ');
}

/**
 * The scope a request can be granted: the requested scopes (the client's own when none are
 * requested) that the client is registered for and this server supports. Null when a requested
 * scope is not allowed, or nothing grantable remains.
 */
export function grantableScope(requested: string | null | undefined, clientScope: string): string | null {
  const allowed = parseScope(clientScope).filter((s) => (SUPPORTED_SCOPES as readonly string[]).includes(s));
  const wanted = requested && requested.trim() ? parseScope(requested) : allowed;
  if (wanted.some((s) => !allowed.includes(s))) return null;
  const granted = formatScope(wanted);
  return granted ? granted : null;
}
