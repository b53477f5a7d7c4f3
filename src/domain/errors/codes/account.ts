export const accountErrors = {
  /** CLI account creation: the login id or email is taken. */
  'ACCOUNT-001': { status: 409, message: 'An account with this login ID or email already exists' },
  'ERASURE-006': { status: 409, message: 'An erasure request is already active' },
  'BILLING-005': { status: 409, message: 'You own a workspace with a running paid subscription' },
} as const;
