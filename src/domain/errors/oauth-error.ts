/**
 * An OAuth protocol error (RFC 6749 §5.2, RFC 8628 §3.5, RFC 7591 §3.2.2). Answered as
 * `{error, error_description}` rather than the service's own error body.
 */
export class OAuthProtocolError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'OAuthProtocolError';
  }
}
