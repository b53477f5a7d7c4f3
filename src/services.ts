/**
 * Composition root: builds every domain service from the configuration and the store.
 * Each area owns its module factory; this file only wires them together.
 */
import type { AppConfig } from './config/index.js';
import type { Database } from './persistence/db.js';
import type { Logger } from './logger.js';
import { createCoreServices, type CoreServices, type ModuleLifecycle } from './domain/core/module.js';
import { createMemoryModule } from './domain/memory/module.js';
import { withInteractionGraph, type MemoryAreaServices } from './domain/graph/module.js';
import { createMemoryStores } from './persistence/stores/memory-stores.js';
import { createGraphStore } from './persistence/stores/graph-stores.js';
import { createFactStore } from './persistence/stores/learning-stores.js';
import { createLearning } from './domain/learning/module.js';
import { createAuthModule } from './domain/auth/module.js';
import { smtpTransport } from './adapters/mail/smtp-transport.js';
import { GitHubHost } from './adapters/github/github-host.js';
import { PrometheusMetrics } from './adapters/metrics/prometheus-metrics.js';
import { createHttpFetcher } from './adapters/net/http-fetcher.js';
import { createOAuthModule } from './domain/oauth/module.js';
import { createAccountModule } from './domain/account/module.js';
import { createAdminModule } from './domain/admin/module.js';
import { createWebModule, type WebServices } from './domain/research/module.js';
import { Scheduler } from './domain/core/scheduler.js';
import { runExclusively } from './persistence/advisory-lock.js';
import { createCoreStores } from './persistence/stores/core-stores.js';
import { createOAuthStores } from './persistence/stores/oauth-stores.js';
import { createAdminStores } from './persistence/stores/admin-stores.js';
import { createAuthStores } from './persistence/stores/auth-stores.js';
import { createAccountStores } from './persistence/stores/account-stores.js';
import { registerBackgroundJobs } from './background-jobs.js';
import { McpSessionHub } from './mcp/http/session-hub.js';
import { buildRemoteSession } from './mcp/http/remote-session.js';
import { feedListener, LocalMemoryChangeFeed, type MemoryChangeFeed } from './mcp/resources/change-feed.js';
import { RedisMemoryChangeFeed } from './mcp/resources/redis-change-feed.js';
import { RemoteToolGroupCosts } from './mcp/tools/catalogue-cost.js';
import { withinMs } from './shutdown-deadline.js';

export interface AppServices extends CoreServices {
  /** The store the services were built on (tests read and arrange rows through it). */
  db: Database;
  memory: MemoryAreaServices;
  auth: ReturnType<typeof createAuthModule>;
  oauth: ReturnType<typeof createOAuthModule>;
  account: ReturnType<typeof createAccountModule>;
  admin: ReturnType<typeof createAdminModule>;
  /** Providers the MCP tools reach through the outbound fetcher (search, pages, preprints). */
  web: WebServices;
  /** Recurring background jobs (src/background-jobs.ts), started and stopped with the services. */
  scheduler: Scheduler;
  /** The remote MCP sessions (/mcp) this node holds. */
  mcpSessions: McpSessionHub;
  /** What each MCP tool group of this server costs a client's context on /mcp (the Authorized apps page). */
  mcpToolGroups: RemoteToolGroupCosts;
  /** Committed memory changes (REST, MCP, import, erasure, expiry), for the resource notifications of every MCP server of this node (and, with Redis, of every node). */
  memoryChanges: MemoryChangeFeed;
  /** Starts background work of every module. */
  start(): Promise<void>;
  /** Stops background work (the database is closed by the caller). */
  stop(): Promise<void>;
}

/** What GET /metrics reads at each scrape, and the MCP tool calls the telemetry measures. */
function watchMetricSources(core: CoreServices, db: Database, memory: MemoryAreaServices): void {
  const pool = db.kind === 'postgres' ? (db.knex.client as { pool?: TarnPool }).pool : undefined;
  const redis = core.shared.redis;
  core.metrics.watch({
    embeddingBacklog: () => memory.memories.stores.embeddings.backlog(),
    databasePool: () => (pool ? { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires(), max: pool.max } : null),
    redisReady: redis ? () => redis.client.status === 'ready' : undefined,
  });
  core.telemetry.observe((call) => {
    if (call.surface === 'mcp') core.metrics.recordToolCall(call.name, call.error, call.ms / 1000);
  });
}

/** The knex (tarn) pool, as far as the metrics read it. */
interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

export function createServices(config: AppConfig, db: Database, logger: Logger): AppServices {
  const coreStores = createCoreStores(db, { storage: config.storage, logger });
  const core = createCoreServices({ config, stores: coreStores, logger, metrics: new PrometheusMetrics() });
  // Every committed memory change, whichever way it came, notifies the MCP sessions of this
  // node and, with Redis, of every node.
  const memoryChanges: MemoryChangeFeed & ModuleLifecycle = core.shared.redis ? new RedisMemoryChangeFeed(core.shared.redis, logger) : new LocalMemoryChangeFeed();
  // One outbound fetcher for every tool that reaches the world; this server's own address stays closed to port-less allow-list entries.
  const fetcher = createHttpFetcher(config.web.fetch, { ownListener: () => config.server });
  const web = createWebModule(config.web, { fetcher, llm: config.llm, onLlmUsage: core.telemetry.recordLlmUsage, github: (settings, out) => new GitHubHost(settings, out) });
  const memoryModule = createMemoryModule(core, createMemoryStores(db), feedListener(memoryChanges));
  const learning = createLearning(memoryModule.memories, createFactStore(db), { mode: config.memory.learning, llm: web.llm, logger });
  const memory = withInteractionGraph(memoryModule, createGraphStore(db), learning);
  const auth = createAuthModule(core, createAuthStores(db), smtpTransport(config.mail));
  const oauth = createOAuthModule(core, createOAuthStores(db), auth.secretBox);
  const account = createAccountModule(core, auth, createAccountStores(db));
  const admin = createAdminModule(core, auth, createAdminStores(db));
  // Shared state (Redis) first and telemetry next, so they are stopped last (telemetry flushed).
  const shared: ModuleLifecycle = { start: () => core.shared.start(), stop: () => core.shared.stop() };
  const telemetry: ModuleLifecycle = { stop: () => core.telemetry.stop() };
  const scheduler = new Scheduler((name, work) => runExclusively(db, name, work), logger);
  const sessionDeps = { mcp: config.mcp, tools: { ...memory, web, outages: core.database }, changes: memoryChanges, logger };
  const mcpSessions = new McpSessionHub({
    config,
    // The ioredis connection itself: the session registry sends commands the domain's port does not name.
    redis: coreStores.redis,
    apiKeys: core.apiKeys,
    logger,
    buildSession: (request) => buildRemoteSession(sessionDeps, request),
  });
  registerBackgroundJobs(scheduler, core, { memories: memory.memories, auth, account, mcpSessions });
  // The scheduler stops first, so no sweep runs while the modules it uses stop.
  const jobs: ModuleLifecycle = { start: async () => scheduler.start(), stop: () => scheduler.stop() };
  // Started in this order, stopped in the reverse one; the names are for the shutdown log.
  const lifecycles: Array<[string, ModuleLifecycle]> = [
    ['shared state', shared], ['telemetry', telemetry], ['memory change feed', memoryChanges], ['memory', memory.lifecycle],
    ['auth', auth.lifecycle], ['oauth', oauth.lifecycle], ['background jobs', jobs],
  ];
  if (core.shared.healthProbe) memory.system.addHealthProbe(core.shared.healthProbe);
  watchMetricSources(core, db, memory);
  return {
    ...core,
    db,
    memory,
    auth,
    oauth,
    account,
    admin,
    web,
    scheduler,
    mcpSessions,
    mcpToolGroups: new RemoteToolGroupCosts(config.mcp.toolGroups),
    memoryChanges,
    async start() {
      for (const [, l] of lifecycles) await l.start?.();
    },
    async stop() {
      // A module that does not stop in time is named and left behind, so SIGTERM always ends
      // the process (an orchestrator would kill it anyway, without saying why).
      for (const [name, l] of [...lifecycles].reverse()) {
        if (!l.stop) continue;
        const outcome = await withinMs(l.stop(), config.server.shutdownGraceMs);
        if (outcome === 'late') logger.error({ module: name, waitedMs: config.server.shutdownGraceMs }, 'module did not stop in time; shutting down without it');
      }
    },
  };
}
