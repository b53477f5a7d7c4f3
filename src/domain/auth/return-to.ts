/**
 * Open-redirect protection: a post-sign-in destination must be a path on this site.
 * Accepted: starts with exactly one "/", no backslash anywhere (browsers read "\" as "/"),
 * no control characters or whitespace, and resolving it against a placeholder origin
 * stays on that origin. Anything else falls back to the configured default.
 */
const PLACEHOLDER = 'http://return-to.invalid';

export function isSafeReturnTo(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (value.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return false;
  try {
    const resolved = new URL(value, PLACEHOLDER);
    return resolved.origin === PLACEHOLDER && resolved.pathname.startsWith('/') && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}

export function safeReturnTo(value: unknown, fallback: string): string {
  return isSafeReturnTo(value) ? value : fallback;
}
