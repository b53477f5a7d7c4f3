export const oauthErrors = {
  'OAUTH-001': { status: 404, message: 'OAuth client not found' },
  'OAUTH-002': { status: 403, message: 'Only the owner of the OAuth client may do this' },
  'OAUTH-003': { status: 409, message: 'Public clients (token_endpoint_auth_method none) have no secret' },
  'OAUTH-004': { status: 404, message: 'OAuth grant not found' },
  'OAUTH-005': { status: 404, message: 'Context not found' },
  'OAUTH-006': { status: 403, message: 'OAuth clients belong to an account; use a browser session or an account API key' },
  'OAUTH-007': { status: 400, message: 'Invalid OAuth client settings' },
} as const;
