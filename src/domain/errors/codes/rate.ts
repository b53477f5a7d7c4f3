export const rateErrors = {
  /** Too many requests (password reset requests per client, locked sign-in, failed second factor); always with Retry-After. */
  'RATE-001': { status: 429, message: 'Too many requests; try again later' },
} as const;
