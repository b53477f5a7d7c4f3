export const adminErrors = {
  /** A signed-in account whose role is not `admin` called an administration operation. */
  'ADMIN-001': { status: 403, message: 'Only administrators can do this' },
  /** Revoking an invitation id that does not exist. */
  'ADMIN-002': { status: 404, message: 'Invitation not found' },
} as const;
