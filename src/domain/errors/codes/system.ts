export const systemErrors = {
  'SYSTEM-001': { status: 500, message: 'Internal server error' },
  'SYSTEM-002': { status: 501, message: 'This operation is not implemented yet' },
  'SYSTEM-003': { status: 503, message: 'A dependency is unavailable' },
  'SYSTEM-004': { status: 503, message: 'The server is shutting down' },
} as const;
