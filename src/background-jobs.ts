/**
 * Every recurring background job of the service, in one place, on the one scheduler
 * (src/domain/core/scheduler.ts). Database sweeps are exclusive: on a shared PostgreSQL
 * database one node at a time runs each round (advisory locks); the telemetry flush writes
 * this node's own counts, so every node runs it. The MCP session hub, made
 * on this node's first remote MCP request, adds its own per-node sweep of idle sessions
 * (src/mcp/http/session-hub.ts).
 */
import { AUTH_PURGE_INTERVAL_MS, type AuthModule } from './domain/auth/module.js';
import type { AccountModule } from './domain/account/module.js';
import type { CoreServices } from './domain/core/module.js';
import type { Scheduler } from './domain/core/scheduler.js';
import type { MemoryService } from './domain/memory/memory-service.js';

export function registerBackgroundJobs(scheduler: Scheduler, core: CoreServices, areas: { memories: MemoryService; auth: AuthModule; account: AccountModule }): void {
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
    name: 'auth-purge', // expired browser sessions, pending sign-ins and provider flow states
    everyMs: AUTH_PURGE_INTERVAL_MS,
    exclusive: true,
    run: () => areas.auth.purge(),
  });
}
