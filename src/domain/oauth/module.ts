import type { CoreServices, ModuleLifecycle } from '../core/module.js';
import type { Principal } from '../core/principal.js';
import { OAuthAuthorizationService } from './authorization-service.js';
import { OAuthClientService, type SecretSealer } from './client-service.js';
import { CsrfTokens } from './csrf.js';
import { OAuthDeviceService } from './device-service.js';
import { OAuthGrantService } from './grant-service.js';
import type { OAuthStores } from './ports/index.js';
import { scopedLimiter } from '../core/shared-state/rate-limiter.js';
import { OAuthTokenService } from './token-service.js';

/**
 * OAuth 2.0 authorization server: clients, grants, codes, tokens, device flow. `stores` are
 * the persistence layer's createOAuthStores (wired in src/services.ts).
 */
/** `sealer`: the auth area's SecretBox (client secrets are sealed under the key of TOTP secrets). */
export function createOAuthModule(core: CoreServices, stores: OAuthStores, sealer: SecretSealer) {
  const config = core.config.oauth;
  const authorization = new OAuthAuthorizationService({ stores, config, audit: core.audit });
  const tokens = new OAuthTokenService({ stores, contexts: core.contexts, config });
  return {
    /** Resolves an OAuth access token to its principal, or null when unknown/expired/revoked. */
    resolveAccessToken: ((token: string) => tokens.resolve(token)) as undefined | ((token: string) => Promise<Principal | null>),
    config,
    clients: new OAuthClientService(stores.clients, config, sealer),
    authorization,
    tokens,
    devices: new OAuthDeviceService({ clients: stores.clients, deviceCodes: stores.deviceCodes, authorization, config }),
    grants: new OAuthGrantService(stores.grants, core.contexts, core.audit),
    csrf: new CsrfTokens(),
    /**
     * Per-address limits of the unauthenticated endpoints (registration, device authorize) and
     * wrong device codes per browser session: in Redis when configured, so every node counts together.
     */
    rateLimits: {
      registration: scopedLimiter(core.shared.requestLimiter, 'oauth-registration'),
      deviceAuthorize: scopedLimiter(core.shared.requestLimiter, 'oauth-device-authorize'),
      deviceCodeGuesses: scopedLimiter(core.shared.requestLimiter, 'oauth-device-code'),
    },
    lifecycle: {} as ModuleLifecycle,
  };
}
