/**
 * Every recurring background job of the service, in one place, on the one scheduler
 * (src/domain/core/scheduler.ts). Database sweeps are exclusive: on a shared PostgreSQL
 * database one node at a time runs each round (advisory locks); the telemetry flush writes
 * this node's own counts, and the MCP session sweep this node's own sessions, so every node
 * runs those.
 */
import { AUTH_PURGE_INTERVAL_MS, type AuthModule } from './domain/auth/module.js';
import type { AccountModule } from './domain/account/module.js';
import type { CoreServices } from './domain/core/module.js';
import type { Scheduler } from './domain/core/scheduler.js';
import type { MemoryService } from './domain/memory/memory-service.js';
import type { McpSessionHub } from './mcp/http/session-hub.js';

export function registerBackgroundJobs(scheduler: Scheduler, core: CoreServices, areas: { memories: MemoryService; auth: AuthModule; account: AccountModule; mcpSessions: McpSessionHub }): void {
  const { config } = core;
  scheduler.register({
    name: 'memory-purge', // expired working memories and their graph edges
    everyMs: config.memory.purgeIntervalSeconds * 1000,
    exclusive: true,
    run: () => areas.memories.purger.purgeNow(),
  });
  scheduler.register({
    name: 'erasure-sweep', // erasure requests whose cooling-off period ended
    everyMs: config.account.erasureSweepIntervalSeconds * 1000,
    exclusive: true,
    run: () => areas.account.erasure.sweep(),
  });
  const flushEvery = core.telemetry.flushIntervalMs;
  if (flushEvery !== null) {
    scheduler.register({
      name: 'telemetry-flush', // this node's usage counts into the hourly rows
      everyMs: flushEvery,
      exclusive: false,
      run: () => core.telemetry.flush(),
    });
  }
  const sweepEndedLimits = core.shared.sweepEndedLimits;
  if (sweepEndedLimits) {
    scheduler.register({
      name: 'rate-limit-sweep', // rows of the database's rate limits and lockouts that ended an hour ago
      everyMs: 5 * 60_000,
      exclusive: true,
      run: sweepEndedLimits,
    });
  }
  scheduler.register({
    name: 'mcp-session-sweep', // this node's idle remote MCP sessions and those of revoked keys
    everyMs: areas.mcpSessions.sweepEveryMs,
    exclusive: false,
    run: () => areas.mcpSessions.sweep(),
  });
  scheduler.register({
    name: 'auth-purge', // expired browser sessions, pending sign-ins and provider flow states
    everyMs: AUTH_PURGE_INTERVAL_MS,
    exclusive: true,
    run: () => areas.auth.purge(),
  });
}
