export const rateErrors = {
  'RATE-001': { status: 429, message: 'Too many requests; try again later' },
} as const;
