/**
 * The metrics port: what the services and the HTTP pipeline measure, and the exposition GET
 * /metrics answers. Implemented with prom-client in src/adapters/metrics/, built in
 * src/services.ts. One instance per service instance (tests run several in one process).
 */

/** Where the values read at each scrape come from (wired once the services exist). */
export interface MetricSources {
  embeddingBacklog?(): Promise<number>;
  databasePool?(): { used: number; free: number; pending: number; max: number } | null;
  /** Redis' connection is ready; absent when REDIS_URL is not set. */
  redisReady?(): boolean;
}

/**
 * Label values are bounded (known operationIds, known tool names, status codes, provider
 * kinds): callers cannot grow the series.
 */
export interface ServiceMetrics {
  /** Sets where the scrape-time values come from; a later call adds to or replaces earlier sources. */
  watch(sources: MetricSources): void;
  /** One answered HTTP request: its operationId ("none" outside the API), method, final status and duration. */
  recordHttp(operation: string, method: string, status: number, seconds: number): void;
  /** One MCP tool call: its tool, whether it answered an error, its duration. */
  recordToolCall(tool: string, failed: boolean, seconds: number): void;
  /** Starts timing one recall; calling what it returns ends the timing. */
  startRecall(): () => void;
  /** Starts timing one call to the embedding provider `provider`; calling what it returns ends it and counts the `texts` sent. */
  startEmbedding(provider: string): (texts: number) => void;
  /** The exposition format `render` writes. */
  readonly contentType: 'text/plain; version=0.0.4; charset=utf-8';
  /** The exposition text of every metric (reads the sources). */
  render(): Promise<string>;
}
