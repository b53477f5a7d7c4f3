import type { TagHandlers } from '../../handler-types.js';
import listAuthProviders from './listAuthProviders.js';
import getAuthConfig from './getAuthConfig.js';
import loginWithPassword from './loginWithPassword.js';
import verifyMfa from './verifyMfa.js';
import logout from './logout.js';
import listSessionAccounts from './listSessionAccounts.js';
import switchAccount from './switchAccount.js';
import getCurrentUser from './getCurrentUser.js';
import getBrowserSession from './getBrowserSession.js';
import startIdpALogin from './startIdpALogin.js';
import completeIdpALogin from './completeIdpALogin.js';
import startIdpBLogin from './startIdpBLogin.js';
import completeIdpBLogin from './completeIdpBLogin.js';
import requestPasswordReset from './requestPasswordReset.js';
import resetPassword from './resetPassword.js';
import setupPassword from './setupPassword.js';

/** Handlers of the "auth" tag, keyed by operationId. */
export const handlers: TagHandlers<'auth'> = {
  listAuthProviders,
  getAuthConfig,
  loginWithPassword,
  verifyMfa,
  logout,
  listSessionAccounts,
  switchAccount,
  getCurrentUser,
  getBrowserSession,
  startIdpALogin,
  completeIdpALogin,
  startIdpBLogin,
  completeIdpBLogin,
  requestPasswordReset,
  resetPassword,
  setupPassword,
};
