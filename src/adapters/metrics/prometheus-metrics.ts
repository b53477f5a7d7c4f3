/**
 * The service's metrics (the ServiceMetrics port) with prom-client, one registry per service
 * instance (tests run several in one process). What is counted:
 * - HTTP requests by operationId (or "none": documentation, web app, unknown paths), method
 *   and status, with their duration;
 * - MCP tool calls by tool and outcome, with their duration;
 * - recall latency (query embedding included) and embedding-provider latency and volume;
 * - at each scrape: the embedding backlog, the database pool, Redis' connection;
 * - Node.js process metrics (CPU, memory, event loop, GC), switched on at the first scrape so a
 *   process that is never scraped pays nothing for them.
 * Label values are bounded (known operationIds, known tool names, status codes): callers
 * cannot grow the series.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withDeadline } from '../../domain/core/deadline.js';
import type { MetricSources, ServiceMetrics } from '../../domain/core/metrics/service-metrics.js';

const PREFIX = 'memplat_';
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const EMBEDDING_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** A scrape never waits longer than this for a value read from the database. */
const SOURCE_TIMEOUT_MS = 2_000;

export class PrometheusMetrics implements ServiceMetrics {
  readonly registry = new Registry();
  private readonly sources: MetricSources = {};
  private processMetrics = false;

  readonly httpRequests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by operationId ("none" outside the API), method and status.',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request (for /mcp event streams: until the stream ended), by operationId.',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly toolCalls = new Counter({
    name: `${PREFIX}mcp_tool_calls_total`,
    help: 'MCP tool calls, by tool and outcome (ok, or error for answers with isError).',
    labelNames: ['tool', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly toolDuration = new Histogram({
    name: `${PREFIX}mcp_tool_call_duration_seconds`,
    help: 'Duration of MCP tool calls, by tool.',
    labelNames: ['tool'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly recallDuration = new Histogram({
    name: `${PREFIX}recall_duration_seconds`,
    help: 'Duration of a recall (REST and MCP), the query embedding included.',
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly embeddingDuration = new Histogram({
    name: `${PREFIX}embedding_duration_seconds`,
    help: 'Duration of one call to the embedding provider (a query, or a batch of the background worker), by provider.',
    labelNames: ['provider'] as const,
    buckets: EMBEDDING_BUCKETS,
    registers: [this.registry],
  });
  readonly embeddedTexts = new Counter({
    name: `${PREFIX}embedding_texts_total`,
    help: 'Texts embedded by the embedding provider, by provider.',
    labelNames: ['provider'] as const,
    registers: [this.registry],
  });

  constructor() {
    const sources = this.sources;
    new Gauge({
      name: `${PREFIX}embedding_backlog`,
      help: 'Memories waiting for their embedding (read from the database at each scrape; -1 when it did not answer).',
      registers: [this.registry],
      async collect() {
        const backlog = sources.embeddingBacklog;
        if (!backlog) return;
        this.set(await withDeadline('embedding backlog', SOURCE_TIMEOUT_MS, () => backlog()).catch(() => -1));
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'PostgreSQL pool connections by state: used, free, pending (requests waiting for one), max (DATABASE_POOL_MAX).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = sources.databasePool?.();
        if (!pool) return;
        for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
      },
    });
  }

  /** Sets where the scrape-time values come from. */
  watch(sources: MetricSources): void {
    Object.assign(this.sources, sources);
    // An unlabelled gauge reports 0 from its creation, so the Redis gauge exists only once a
    // node has Redis to report on: without REDIS_URL it is absent rather than "down".
    if (sources.redisReady && !this.registry.getSingleMetric(`${PREFIX}redis_up`)) {
      const current = this.sources;
      new Gauge({
        name: `${PREFIX}redis_up`,
        help: 'Whether the Redis connection (REDIS_URL) is ready: 1 or 0. Absent without REDIS_URL.',
        registers: [this.registry],
        collect() {
          if (current.redisReady) this.set(current.redisReady() ? 1 : 0);
        },
      });
    }
  }

  recordHttp(operation: string, method: string, status: number, seconds: number): void {
    this.httpRequests.inc({ operation, method, status: String(status) });
    this.httpDuration.observe({ operation }, seconds);
  }

  recordToolCall(tool: string, failed: boolean, seconds: number): void {
    this.toolCalls.inc({ tool, outcome: failed ? 'error' : 'ok' });
    this.toolDuration.observe({ tool }, seconds);
  }

  startRecall(): () => void {
    const end = this.recallDuration.startTimer();
    return () => void end();
  }

  startEmbedding(provider: string): (texts: number) => void {
    const end = this.embeddingDuration.startTimer({ provider });
    return (texts) => {
      end();
      this.embeddedTexts.inc({ provider }, texts);
    };
  }

  /** The registry's format: Prometheus text 0.0.4 (prom-client's default, not OpenMetrics). */
  readonly contentType = 'text/plain; version=0.0.4; charset=utf-8' as const;

  /** The exposition text of every metric. */
  async render(): Promise<string> {
    if (!this.processMetrics) {
      this.processMetrics = true;
      collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    }
    return this.registry.metrics();
  }
}
