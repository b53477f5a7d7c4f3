/** Identifier helpers shared by every area. */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is written as a UUID (any version, either case). Ids from requests are
 * checked with this before they reach a uuid column, where a malformed value would be a
 * database error rather than "not found".
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
