/**
 * Usage telemetry (contract for telemetry_stats and telemetry_cost). Recording is cheap and
 * synchronous: calls, embedding usage and language-model usage go into in-memory hourly
 * aggregates that a timer adds to the store (TelemetryRepository) every
 * TELEMETRY_FLUSH_SECONDS, on shutdown and before each report. Token usage is attributed to
 * the tool or operation running it through an AsyncLocalStorage scope; embedding usage
 * outside any scope is the background worker's.
 *
 * Who sees what: rows carry the caller's context; a report shows the caller's context only,
 * except for the machine's owner (the local principal), who sees every context.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { inSpan } from '../core/tracing/spans.js';
import type { TelemetryConfig } from '../../config/telemetry.js';
import type { Logger } from '../../logger.js';
import type { Principal } from '../core/principal.js';
import { TelemetryAggregates, type CallSample } from './aggregates.js';
import type { Surface, TelemetryFilter, TelemetryRepository } from './ports.js';
import { costReport } from './cost-report.js';
import { callStatistics, periodStart, type CostGrouping, type Period } from './reports.js';

export interface CallScope {
  surface: Surface;
  name: string;
  client: string;
  contextId: string;
}

export interface EmbeddingUsage {
  provider: string;
  model: string;
  tokens: number;
  /** True when the provider reported no token count and it was estimated. */
  estimated: boolean;
}

/** One chat completion of the language model, as its answer's `usage` reported it. */
export interface LlmUsage {
  provider: string;
  model: string;
  /** Null when the answer reported no usage: the tokens are unknown, not zero. */
  promptTokens: number | null;
  completionTokens: number | null;
}

const PURGE_EVERY_MS = 3_600_000;

/** One measured call, as observers see it (whether or not usage telemetry is on). */
export type CallObserver = (call: CallScope & { ms: number; error: boolean }) => void;

export interface TelemetryServiceDeps {
  repo: TelemetryRepository;
  config: TelemetryConfig;
  /** The embedding provider configured now, named in cost reports even before any usage. */
  embedding: { provider: string; model: string };
  /** The language model configured now (LLM_MODEL), null without LLM_BASE_URL; named in cost reports. */
  llm?: { model: string } | null;
  logger?: Logger;
}

export class TelemetryService {
  private readonly aggregates = new TelemetryAggregates();
  private readonly scope = new AsyncLocalStorage<CallScope>();
  private flushing: Promise<void> = Promise.resolve();
  private lastPurge = 0;
  private readonly observers: CallObserver[] = [];

  private readonly repo: TelemetryRepository;
  private readonly config: TelemetryConfig;
  private readonly embedding: { provider: string; model: string };
  private readonly llm: { model: string } | null;
  private readonly logger?: Logger;

  constructor(deps: TelemetryServiceDeps) {
    this.repo = deps.repo;
    this.config = deps.config;
    this.embedding = deps.embedding;
    this.llm = deps.llm ?? null;
    this.logger = deps.logger;
  }

  /** Whether counts are kept; then flush() runs every flushIntervalMs as a scheduled job (src/background-jobs.ts). */
  get flushIntervalMs(): number | null {
    return this.config.enabled ? this.config.flushIntervalMs : null;
  }

  /** The last flush, on shutdown (after the scheduler stopped). */
  async stop(): Promise<void> {
    await this.flush();
  }

  /**
   * Runs one call inside its scope (so embedding usage is attributed to it) and records its
   * duration and outcome; `failed` tells whether a returned value is an error answer.
   */
  async measure<T>(call: CallScope, run: () => Promise<T>, failed: (result: T) => boolean): Promise<T> {
    if (!this.config.enabled && this.observers.length === 0) return run();
    const started = performance.now();
    let error = true;
    try {
      // MCP tool calls get a span of their own (REST operations have the request's span).
      const traced = call.surface === 'mcp' ? () => inSpan(`mcp tool ${call.name}`, { 'mcp.tool.name': call.name, 'memplat.client': call.client }, run) : run;
      const result = await this.scope.run(call, traced); // `call` may be updated by attribute()
      error = failed(result);
      return result;
    } finally {
      const sample = { ...call, ms: performance.now() - started, error };
      this.recordCall(sample);
      for (const observer of this.observers) observer(sample);
    }
  }

  /** Tells `observer` of every measured call (the Prometheus metrics count MCP tool calls this way). */
  observe(observer: CallObserver): void {
    this.observers.push(observer);
  }

  /** Names the context of the call running now, once known (REST learns it after authentication). */
  attribute(contextId: string): void {
    const call = this.scope.getStore();
    if (call) call.contextId = contextId;
  }

  recordCall(sample: CallSample): void {
    if (this.config.enabled) this.aggregates.recordCall(sample);
  }

  /** Listener for the embedding provider (passed to createEmbeddingProvider). */
  readonly recordEmbeddingUsage = (usage: EmbeddingUsage): void => {
    if (!this.config.enabled) return;
    this.aggregates.recordUsage({
      ...this.attribution('embedding worker'),
      provider: usage.provider,
      model: usage.model,
      tokens: usage.tokens,
      estimated: usage.estimated,
    });
  };

  /** Listener for the language model's client (passed to createLlmClient). */
  readonly recordLlmUsage = (usage: LlmUsage): void => {
    if (!this.config.enabled) return;
    this.aggregates.recordLlmUsage({
      ...this.attribution('outside a call'),
      provider: usage.provider,
      model: usage.model,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
    });
  };

  /** The call a provider's usage belongs to: the measured call running now, else background work named `outside`. */
  private attribution(outside: string) {
    const call = this.scope.getStore();
    return { contextId: call?.contextId ?? '', origin: call?.surface ?? ('background' as const), name: call?.name ?? outside };
  }

  /** Adds what was recorded to the store; a failure keeps it for the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const now = Date.now();
      if (!this.aggregates.empty) {
        const rows = this.aggregates.drain();
        try {
          await this.repo.addCalls(rows.calls);
          await this.repo.addUsage(rows.usage);
          await this.repo.addLlmUsage(rows.llmUsage);
        } catch (err) {
          this.aggregates.restore(rows);
          this.logger?.warn({ err }, 'telemetry flush failed; counts kept for the next one');
          return;
        }
      }
      if (now - this.lastPurge > PURGE_EVERY_MS) {
        this.lastPurge = now;
        await this.repo.deleteBefore(new Date(now - this.config.retentionDays * 86_400_000)).catch((err: unknown) => this.logger?.warn({ err }, 'telemetry purge failed'));
      }
    });
    return this.flushing;
  }

  private filterFor(viewer: Principal, period: Period): TelemetryFilter {
    return { since: periodStart(period), contextId: viewer.kind === 'local' ? null : viewer.contextId };
  }

  private frame(viewer: Principal, period: Period) {
    const since = periodStart(period);
    return {
      period,
      since: since?.toISOString() ?? null,
      until: new Date().toISOString(),
      scope: viewer.kind === 'local' ? 'every context (the machine owner\'s view)' : 'the calling context',
      enabled: this.config.enabled,
    };
  }

  async stats(viewer: Principal, period: Period, surface: Surface | 'all') {
    await this.flush();
    const rows = await this.repo.calls(this.filterFor(viewer, period));
    return { ...this.frame(viewer, period), surface, ...callStatistics(rows, surface) };
  }

  async cost(viewer: Principal, period: Period, groupBy: CostGrouping) {
    await this.flush();
    const filter = this.filterFor(viewer, period);
    const [rows, llmRows] = await Promise.all([this.repo.usage(filter), this.repo.llmUsage(filter)]);
    const pricing = { prices: this.config.prices, currency: this.config.currency };
    return { ...this.frame(viewer, period), ...costReport({ rows, llmRows, groupBy, pricing, embedding: this.embedding, llm: this.llm }) };
  }
}
