/** Interaction graph errors. */
export const graphErrors = {
  'GRAPH-001': { status: 404, message: 'Graph node not found' },
} as const;
