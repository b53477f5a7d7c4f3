import type { TagHandlers } from '../../handler-types.js';
import listUsers from './listUsers.js';
import listInvitations from './listInvitations.js';
import createInvitation from './createInvitation.js';
import revokeInvitation from './revokeInvitation.js';

/** Handlers of the "admin" tag, keyed by operationId. */
export const handlers: TagHandlers<'admin'> = {
  listUsers,
  listInvitations,
  createInvitation,
  revokeInvitation,
};
