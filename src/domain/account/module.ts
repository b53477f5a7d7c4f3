/**
 * Account management (A3): erasure, identity links, sign-in providers, password
 * self-service and terms acceptance; and the browser's view of the account: its sessions,
 * API keys, readable contexts and audit trail. Built on the sign-in area's services.
 */
import type { CoreServices } from '../core/module.js';
import type { AuthModule } from '../auth/module.js';
import { ApiKeySelfService } from './api-key-self-service.js';
import { BrowserSessionService } from './browser-session-service.js';
import { listReadableContexts } from './context-listing.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';
import { ErasureService } from './erasure-service.js';
import { IdentityLinkService } from './identity-link-service.js';
import { AccountPasswordService } from './password-service.js';
import { ProviderLinkService } from './provider-link-service.js';
import { AccountRateLimit } from './rate-limit.js';
import type { AccountStores } from './ports.js';

/** `stores`: built by stores/account-stores.ts. */
export function createAccountModule(core: CoreServices, auth: AuthModule, stores: AccountStores, clock: () => Date = () => new Date()) {
  const deps: AccountDeps = {
    stores,
    config: core.config.account,
    termsVersion: core.config.auth.termsVersion,
    // Read when used: with PORT=0 the default PUBLIC_URL is known only once the server listens.
    get publicUrl() {
      return core.config.server.publicUrl;
    },
    audit: core.audit,
    contexts: core.contexts,
    invalidation: core.shared.invalidation,
    auth,
    notices: auth.notices,
    logger: core.logger,
    now: clock,
  };
  const limits = new AccountRateLimit(core.shared.durableLimiter);
  const erasure = new ErasureService(deps);
  // A provider round trip started to confirm an erasure ends in the sign-in area's callback.
  auth.providers.useErasureProof((proof) => erasure.byProvider.confirm(proof));

  return {
    // The erasure sweep (cooling-off periods that ended) is scheduled by src/background-jobs.ts.
    erasure,
    identityLinks: new IdentityLinkService(deps),
    providers: new ProviderLinkService(deps, limits),
    passwords: new AccountPasswordService(deps, limits),
    // Browser self-service: sessions, API keys, readable contexts, audit trail
    browserSessions: new BrowserSessionService(deps, { browserSession: core.config.auth.sessionIdleSeconds, remembered: core.config.auth.sessionRememberIdleSeconds }),
    apiKeys: new ApiKeySelfService(deps, core.apiKeys),
    contexts: (principal: SessionPrincipal) => listReadableContexts(core.contexts, principal),
    auditTrail: (principal: SessionPrincipal, page: { limit: number; cursor?: string }) => core.audit.pageForAccount(principal.accountId, page),
  };
}

export type AccountModule = ReturnType<typeof createAccountModule>;
