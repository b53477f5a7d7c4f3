import type { CoreServices, ModuleLifecycle } from '../core/module.js';
import type { Principal } from '../core/principal.js';

/** Accounts, browser sessions, passwords, TOTP, identity providers, mail. */
export function createAuthModule(_core: CoreServices) {
  return {
    /** Resolves the `svc_session` cookie value to the active account, or null. */
    resolveSession: undefined as undefined | ((cookieValue: string) => Promise<Principal | null>),
    lifecycle: {} as ModuleLifecycle,
  };
}
