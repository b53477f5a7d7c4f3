import type { TagHandlers } from '../../handler-types.js';
import getUser from './getUser.js';
import getUserProfile from './getUserProfile.js';
import updateUserProfile from './updateUserProfile.js';

/** Handlers of the "users" tag, keyed by operationId. */
export const handlers: TagHandlers<'users'> = { getUser, getUserProfile, updateUserProfile };
