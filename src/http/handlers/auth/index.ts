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
import startPasskeyRegistration from './startPasskeyRegistration.js';
import registerPasskey from './registerPasskey.js';
import listMyPasskeys from './listMyPasskeys.js';
import renameMyPasskey from './renameMyPasskey.js';
import removeMyPasskey from './removeMyPasskey.js';
import startPasskeySignIn from './startPasskeySignIn.js';
import signInWithPasskey from './signInWithPasskey.js';
import checkInvitation from './checkInvitation.js';
import startInvitationPasskey from './startInvitationPasskey.js';
import acceptInvitation from './acceptInvitation.js';

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
  // passkeys (WebAuthn)
  startPasskeyRegistration,
  registerPasskey,
  listMyPasskeys,
  renameMyPasskey,
  removeMyPasskey,
  startPasskeySignIn,
  signInWithPasskey,
  // joining by invitation
  checkInvitation,
  startInvitationPasskey,
  acceptInvitation,
};
