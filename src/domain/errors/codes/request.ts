export const requestErrors = {
  'REQUEST-001': { status: 422, message: 'Request validation failed' },
  'REQUEST-002': { status: 400, message: 'Request body is not valid JSON' },
  'REQUEST-003': { status: 415, message: 'Unsupported content type' },
  'REQUEST-004': { status: 413, message: 'Request body is too large' },
  'REQUEST-005': { status: 404, message: 'No such route' },
  'REQUEST-006': { status: 405, message: 'Method not allowed on this route' },
  'REQUEST-007': { status: 400, message: 'Malformed request' },
  /** Anonymous call whose Host or Origin does not name this server (DNS-rebinding protection). */
  'REQUEST-008': { status: 403, message: 'Host or Origin not allowed for calls without credentials' },
  /** A path parameter or query string that is not valid percent-encoded UTF-8 (src/http/request-decoding.ts). */
  'REQUEST-009': { status: 400, message: 'The request URL is not valid percent-encoded UTF-8' },
} as const;
