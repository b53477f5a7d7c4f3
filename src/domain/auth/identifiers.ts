/**
 * Normalisation of sign-in identifiers: trim, Unicode NFKC, lower case. Login ids are
 * stored normalised and emails are compared normalised, so case or whitespace variants
 * of one identifier resolve (and are rate-limited) as the same thing.
 */
export function normalizeIdentifier(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase();
}

/** Login ids: letters, digits and . _ - (3-64 characters, after normalisation). */
export const LOGIN_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{2,63}$/;

export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}
