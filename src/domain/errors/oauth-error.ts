/**
 * An OAuth protocol error (RFC 6749 §5.2, RFC 8628 §3.5, RFC 7591 §3.2.2). Answered as
 * `{error, error_description}` rather than the service's own error body.
 */
export class OAuthProtocolError extends Error {
  /** RFC 6749 §5.2 `error_description`: printable ASCII without double quote and backslash (see {@link oauthDescription}). */
  readonly description: string;

  constructor(
    readonly error: string,
    description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'OAuthProtocolError';
    this.description = oauthDescription(description);
  }
}

/**
 * RFC 6749 §5.2 allows only %x20-21 / %x23-5B / %x5D-7E in `error_description`. Descriptions
 * often quote a validation message or a client's value (`must match pattern "…"`, a scope in
 * another script), so every description is made to fit: double quotes become single quotes,
 * backslashes slashes, anything else outside printable ASCII a `?`.
 */
export function oauthDescription(text: string): string {
  return text.replace(/"/g, "'").replace(/\\/g, '/').replace(/[^\x20-\x7E]/g, '?');
}
