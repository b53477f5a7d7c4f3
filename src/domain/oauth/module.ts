import type { CoreServices, ModuleLifecycle } from '../core/module.js';
import type { Principal } from '../core/principal.js';

/** OAuth 2.0 authorization server: clients, grants, codes, tokens, device flow. */
export function createOAuthModule(_core: CoreServices) {
  return {
    /** Resolves an OAuth access token to its principal, or null when unknown/expired/revoked. */
    resolveAccessToken: undefined as undefined | ((token: string) => Promise<Principal | null>),
    lifecycle: {} as ModuleLifecycle,
  };
}
