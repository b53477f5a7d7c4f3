/**
 * Composition root: builds every domain service from the configuration and the store.
 * Each area owns its module factory; this file only wires them together.
 */
import type { AppConfig } from './config/index.js';
import type { Database } from './persistence/db.js';
import type { Logger } from './logger.js';
import { createCoreServices, type CoreServices, type ModuleLifecycle } from './domain/core/module.js';
import { createMemoryModule } from './domain/memory/module.js';
import { createAuthModule } from './domain/auth/module.js';
import { createOAuthModule } from './domain/oauth/module.js';
import { createAccountModule } from './domain/account/module.js';
import { createAdminModule } from './domain/admin/module.js';
import { createWebModule, type WebServices } from './domain/web/module.js';

export interface AppServices extends CoreServices {
  memory: ReturnType<typeof createMemoryModule>;
  auth: ReturnType<typeof createAuthModule>;
  oauth: ReturnType<typeof createOAuthModule>;
  account: ReturnType<typeof createAccountModule>;
  admin: ReturnType<typeof createAdminModule>;
  /** Providers the MCP tools reach through the outbound fetcher (search, pages, preprints). */
  web: WebServices;
  /** Starts background work of every module. */
  start(): Promise<void>;
  /** Stops background work (the database is closed by the caller). */
  stop(): Promise<void>;
}

export function createServices(config: AppConfig, db: Database, logger: Logger): AppServices {
  const core = createCoreServices(config, db, logger);
  const memory = createMemoryModule(core);
  const auth = createAuthModule(core);
  const oauth = createOAuthModule(core);
  const account = createAccountModule(core, auth);
  const admin = createAdminModule(core, auth);
  // Shared state (Redis) first and telemetry next, so they are stopped last (telemetry flushed).
  const shared: ModuleLifecycle = { start: () => core.shared.start(), stop: () => core.shared.stop() };
  const telemetry: ModuleLifecycle = { start: async () => core.telemetry.start(), stop: () => core.telemetry.stop() };
  const lifecycles: ModuleLifecycle[] = [shared, telemetry, memory.lifecycle, auth.lifecycle, oauth.lifecycle, account.lifecycle];
  if (core.shared.healthProbe) memory.system.addHealthProbe(core.shared.healthProbe);
  return {
    ...core,
    memory,
    auth,
    oauth,
    account,
    admin,
    web: createWebModule(config.web, { llm: config.llm }),
    async start() {
      for (const l of lifecycles) await l.start?.();
    },
    async stop() {
      for (const l of [...lifecycles].reverse()) await l.stop?.();
    },
  };
}
