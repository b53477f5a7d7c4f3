/** What the telemetry service stores and reads (implemented by KnexTelemetryRepository in the persistence layer). */

export type Surface = 'mcp' | 'rest';

/** One hour of calls of one tool or operation, by one client, in one context. */
export interface CallAggregate {
  bucketStart: Date;
  surface: Surface;
  /** '' when the call had no context (public REST operations). */
  contextId: string;
  client: string;
  name: string;
  calls: number;
  errors: number;
  totalMs: number;
  maxMs: number;
  histogram: number[];
}

/** One hour of embedding-provider usage attributed to a tool, an operation or background work. */
export interface UsageAggregate {
  bucketStart: Date;
  contextId: string;
  /** 'mcp', 'rest', or 'background' (the embedding worker). */
  origin: Surface | 'background';
  name: string;
  provider: string;
  model: string;
  requests: number;
  tokens: number;
  /** Tokens counted by estimate (the provider reported none). */
  estimatedTokens: number;
}

/**
 * One hour of language-model usage (LLM_BASE_URL's chat completions) attributed to a tool, an
 * operation or background work, as the endpoint reported it in each answer's `usage`.
 */
export interface LlmUsageAggregate {
  bucketStart: Date;
  contextId: string;
  origin: Surface | 'background';
  name: string;
  /** 'llm' (the OpenAI-compatible chat endpoint). */
  provider: string;
  /** The configured model (LLM_MODEL), the name prices are kept under. */
  model: string;
  requests: number;
  /** Prompt and completion tokens of the requests whose answer reported usage. */
  promptTokens: number;
  completionTokens: number;
  /** Requests whose answer reported no usage: their tokens are unknown, so not in the sums above. */
  requestsWithoutUsage: number;
}

export interface TelemetryFilter {
  since: Date | null;
  /** Only these contexts; null for every context (the machine's owner). */
  contextId: string | null;
}

/**
 * The hourly aggregates of every process on one store. Adding is commutative: aggregates of
 * several flushes or processes for the same key add up, whatever the order they arrive in.
 */
export interface TelemetryRepository {
  /**
   * Adds call aggregates: a row whose (bucketStart, surface, contextId, client, name) is stored
   * already adds its calls, errors, totalMs and histogram (element by element) to it and keeps the
   * larger maxMs; any other row is stored as it is. Several rows, one statement per 500.
   */
  addCalls(rows: CallAggregate[]): Promise<void>;
  /**
   * Adds usage aggregates: a row whose (bucketStart, contextId, origin, name, provider, model) is
   * stored already adds its requests, tokens and estimatedTokens to it; any other is stored as it is.
   */
  addUsage(rows: UsageAggregate[]): Promise<void>;
  /**
   * Adds language-model usage aggregates: a row whose (bucketStart, contextId, origin, name,
   * provider, model) is stored already adds its requests, promptTokens, completionTokens and
   * requestsWithoutUsage to it; any other is stored as it is.
   */
  addLlmUsage(rows: LlmUsageAggregate[]): Promise<void>;
  /** Call aggregates from `since` (inclusive; every one when null), of one context or all; order unspecified. */
  calls(filter: TelemetryFilter): Promise<CallAggregate[]>;
  /** Usage aggregates, filtered as `calls` is. */
  usage(filter: TelemetryFilter): Promise<UsageAggregate[]>;
  /** Language-model usage aggregates, filtered as `calls` is. */
  llmUsage(filter: TelemetryFilter): Promise<LlmUsageAggregate[]>;
  /** Deletes call, usage and language-model usage aggregates whose bucket starts before `cutoff` (those starting at it stay). */
  deleteBefore(cutoff: Date): Promise<void>;
}
