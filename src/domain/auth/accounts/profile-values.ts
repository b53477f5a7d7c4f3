/**
 * Profile value checks with the runtime's Intl data: a time zone must be an IANA zone the
 * runtime knows (stored under its canonical name); a locale must be a well-formed BCP 47
 * tag (stored canonicalised, e.g. "de-de" -> "de-DE").
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z0-9/_+-]{1,64}$/.test(value)) return null;
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    const known = new Set<string>([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);
    // Aliases (e.g. "Asia/Calcutta") resolve to a canonical zone; accept when that one is listed.
    return known.has(zone) ? zone : null;
  } catch {
    return null;
  }
}

export function canonicalLocale(value: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    return canonical ?? null;
  } catch {
    return null;
  }
}
