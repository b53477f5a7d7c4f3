export const authErrors = {
  'AUTH-001': { status: 401, message: 'Authentication required' },
  'AUTH-002': { status: 403, message: 'API keys are not accepted on this endpoint; sign in with a browser session' },
  'AUTH-003': { status: 401, message: 'Invalid or revoked credentials' },
  'AUTH-004': { status: 403, message: 'Access to this context is not allowed' },
  'AUTH-305': { status: 403, message: 'Both accounts must have signed in recently to link them' },
} as const;
