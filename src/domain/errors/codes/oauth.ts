export const oauthErrors = {
  'OAUTH-001': { status: 404, message: 'OAuth client not found' },
} as const;
