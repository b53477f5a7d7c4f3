/** What account management uses from the core and sign-in areas (built once in module.ts). */
import type { AccountConfig } from '../../config/account.js';
import type { AuditService } from '../core/audit.js';
import type { ContextService } from '../core/contexts.js';
import type { InvalidationBus } from '../core/shared-state/invalidation-bus.js';
import type { Principal } from '../core/principal.js';
import type { AuthModule } from '../auth/module.js';
import type { Logger } from '../../logger.js';
import type { NoticeMailer } from '../auth/mail/notice-mailer.js';
import type { AccountStores } from './ports.js';

export type SessionPrincipal = Extract<Principal, { kind: 'session' }>;

export interface AccountDeps {
  stores: AccountStores;
  config: AccountConfig;
  termsVersion: string;
  /** PUBLIC_URL: links in emails point at the web app there. */
  publicUrl: string;
  audit: AuditService;
  contexts: ContextService;
  /** Tells every node's caches (API keys, context roles) of changes made here. */
  invalidation: InvalidationBus;
  auth: AuthModule;
  /** Notices to account holders, mailed after commit (accountNotice builds them). */
  notices: NoticeMailer;
  logger: Logger;
  /** The clock: tests move it to run the cooling-off sweep. */
  now(): Date;
}
