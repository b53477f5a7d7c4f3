import type { HandlerMap } from '../../handler-types.js';
import startTotpEnrolment from './startTotpEnrolment.js';
import confirmTotpEnrolment from './confirmTotpEnrolment.js';
import disableTotp from './disableTotp.js';
import regenerateRecoveryCodes from './regenerateRecoveryCodes.js';
import listOAuthGrants from './listOAuthGrants.js';
import setGrantDefaultContext from './setGrantDefaultContext.js';
import clearGrantDefaultContext from './clearGrantDefaultContext.js';

/** Handlers of the "account" tag, keyed by operationId. */
export const handlers: HandlerMap = {
  // TOTP enrolment (decision operations)
  startTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  // OAuth grants of the caller
  listOAuthGrants,
  setGrantDefaultContext,
  clearGrantDefaultContext,
};
