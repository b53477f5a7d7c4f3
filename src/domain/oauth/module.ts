import type { CoreServices, ModuleLifecycle } from '../core/module.js';
import type { Principal } from '../core/principal.js';
import { OAuthClientsRepository } from '../../persistence/repositories/oauth-clients-repository.js';
import { OAuthDeviceCodesRepository } from '../../persistence/repositories/oauth-device-codes-repository.js';
import { OAuthGrantsRepository } from '../../persistence/repositories/oauth-grants-repository.js';
import { OAuthTokensRepository } from '../../persistence/repositories/oauth-tokens-repository.js';
import { OAuthAuthorizationService } from './authorization-service.js';
import { OAuthClientService } from './client-service.js';
import { CsrfTokens } from './csrf.js';
import { OAuthDeviceService } from './device-service.js';
import { OAuthGrantService } from './grant-service.js';
import { scopedLimiter } from '../core/shared-state/rate-limiter.js';
import { OAuthTokenService } from './token-service.js';

/** OAuth 2.0 authorization server: clients, grants, codes, tokens, device flow. */
export function createOAuthModule(core: CoreServices) {
  const knex = core.db.knex;
  const config = core.config.oauth;
  const clientsRepo = new OAuthClientsRepository(knex);
  const grantsRepo = new OAuthGrantsRepository(knex);
  const tokensRepo = new OAuthTokensRepository(knex);
  const devicesRepo = new OAuthDeviceCodesRepository(knex);
  const authorization = new OAuthAuthorizationService(clientsRepo, grantsRepo, tokensRepo, config);
  const tokens = new OAuthTokenService(knex, tokensRepo, devicesRepo, grantsRepo, core.contexts, config);
  return {
    /** Resolves an OAuth access token to its principal, or null when unknown/expired/revoked. */
    resolveAccessToken: ((token: string) => tokens.resolve(token)) as undefined | ((token: string) => Promise<Principal | null>),
    config,
    clients: new OAuthClientService(knex, clientsRepo, config),
    authorization,
    tokens,
    devices: new OAuthDeviceService(clientsRepo, devicesRepo, authorization, config),
    grants: new OAuthGrantService(grantsRepo, core.contexts, core.audit),
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
