/** Account management (A3): identity links, erasure, self-service limits. */
import { readInt, type Env, type SettingDoc } from './env.js';

export const accountSettings: SettingDoc[] = [
  { env: 'IDENTITY_LINK_SIGN_IN_WINDOW', default: '900', description: 'Seconds: both accounts must have signed in on this browser within this window to be identity-linked (else 403 AUTH-305).' },
  { env: 'IDENTITY_LINK_MAX_ACCOUNTS', default: '5', description: 'Size cap of an identity link set (accounts per set, at least 2).' },
  { env: 'ERASURE_COOLING_OFF_SECONDS', default: '604800', description: 'Cooling-off period after an erasure is confirmed (7 days); the request can be cancelled until it ends.' },
  { env: 'ERASURE_CONFIRM_TOKEN_SECONDS', default: '86400', description: 'Lifetime of an erasure confirmation token.' },
  { env: 'ERASURE_SWEEP_INTERVAL_SECONDS', default: '600', description: 'How often the server looks for erasure requests whose cooling-off period ended and erases those accounts.' },
  { env: 'PASSWORD_SETUP_REQUEST_LIMIT', default: '3', description: 'Set-password link requests per account per hour; more answer 429.' },
];

export interface AccountConfig {
  identityLinkSignInWindowSeconds: number;
  identityLinkMaxAccounts: number;
  erasureCoolingOffSeconds: number;
  erasureConfirmTokenSeconds: number;
  erasureSweepIntervalSeconds: number;
  passwordSetupRequestLimit: number;
}

export function loadAccountConfig(env: Env): AccountConfig {
  return {
    identityLinkSignInWindowSeconds: readInt(env, 'IDENTITY_LINK_SIGN_IN_WINDOW', 900, 1),
    identityLinkMaxAccounts: readInt(env, 'IDENTITY_LINK_MAX_ACCOUNTS', 5, 2),
    erasureCoolingOffSeconds: readInt(env, 'ERASURE_COOLING_OFF_SECONDS', 604_800, 1),
    erasureConfirmTokenSeconds: readInt(env, 'ERASURE_CONFIRM_TOKEN_SECONDS', 86_400, 60),
    erasureSweepIntervalSeconds: readInt(env, 'ERASURE_SWEEP_INTERVAL_SECONDS', 600, 1),
    passwordSetupRequestLimit: readInt(env, 'PASSWORD_SETUP_REQUEST_LIMIT', 3, 1),
  };
}
