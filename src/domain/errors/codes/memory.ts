export const memoryErrors = {
  'MEMORY-001': { status: 404, message: 'Memory not found' },
} as const;
