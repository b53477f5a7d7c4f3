export const accountErrors = {
  'ERASURE-006': { status: 409, message: 'An erasure request is already active' },
  'BILLING-005': { status: 409, message: 'You own a workspace with a running paid subscription' },
} as const;
