/**
 * Errors of the tools that reach the world through the outbound fetcher (search, page
 * reading, preprints, video). Over MCP they are tool results with `isError: true` whose text
 * starts with the code and says what to do; the statuses serve any REST use.
 */
export const webErrors = {
  /** The tool's provider is not configured; the message names the settings to set. */
  'WEB-001': { status: 503, message: 'This tool has no provider configured on this server' },
  /** SSRF guard: the address (after DNS resolution, on every redirect hop) is not public. */
  'WEB-002': { status: 403, message: 'The address is not reachable from this server: it is loopback, private, link-local or otherwise not public' },
  /** The provider or page answered a non-success status (after retries for 429 and 5xx). */
  'WEB-003': { status: 502, message: 'The provider answered with an error' },
  'WEB-004': { status: 504, message: 'The provider did not answer in time' },
  'WEB-005': { status: 502, message: 'The response is larger than this server reads' },
  'WEB-006': { status: 502, message: 'Too many redirects' },
  /** DNS failure, refused or reset connection, TLS failure. */
  'WEB-007': { status: 502, message: 'The provider could not be reached' },
  /** Not http(s), or content this tool cannot read (an unknown media type, an unreadable document). */
  'WEB-008': { status: 422, message: 'This address or content cannot be read by this tool' },
} as const;
