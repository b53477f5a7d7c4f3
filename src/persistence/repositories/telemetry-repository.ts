/**
 * Telemetry aggregates in PGlite/PostgreSQL (migrations 0080 and 0140). Adding is one
 * multi-row upsert per table; histograms are added element by element in SQL.
 */
import type { Knex } from 'knex';
import type { CallAggregate, LlmUsageAggregate, TelemetryFilter, TelemetryRepository, UsageAggregate } from '../../domain/telemetry/ports.js';

const CHUNK = 500;

interface CallRow {
  bucket_start: Date | string;
  surface: CallAggregate['surface'];
  context_id: string;
  client: string;
  name: string;
  calls: string | number;
  errors: string | number;
  total_ms: number;
  max_ms: number;
  latency_histogram: number[];
}

interface UsageRow {
  bucket_start: Date | string;
  context_id: string;
  origin: UsageAggregate['origin'];
  name: string;
  provider: string;
  model: string;
  requests: string | number;
  tokens: string | number;
  estimated_tokens: string | number;
}

interface LlmUsageRow {
  bucket_start: Date | string;
  context_id: string;
  origin: LlmUsageAggregate['origin'];
  name: string;
  provider: string;
  model: string;
  requests: string | number;
  prompt_tokens: string | number;
  completion_tokens: string | number;
  requests_without_usage: string | number;
}

export class KnexTelemetryRepository implements TelemetryRepository {
  constructor(private readonly knex: Knex) {}

  async addCalls(rows: CallAggregate[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK).map((r) => ({
        bucket_start: r.bucketStart, surface: r.surface, context_id: r.contextId, client: r.client, name: r.name,
        calls: r.calls, errors: r.errors, total_ms: r.totalMs, max_ms: r.maxMs, latency_histogram: r.histogram,
      }));
      await this.knex('telemetry_calls').insert(chunk).onConflict(['bucket_start', 'surface', 'context_id', 'client', 'name']).merge({
        calls: this.knex.raw('telemetry_calls.calls + excluded.calls'),
        errors: this.knex.raw('telemetry_calls.errors + excluded.errors'),
        total_ms: this.knex.raw('telemetry_calls.total_ms + excluded.total_ms'),
        max_ms: this.knex.raw('greatest(telemetry_calls.max_ms, excluded.max_ms)'),
        latency_histogram: this.knex.raw(
          '(SELECT array_agg(coalesce(a, 0) + coalesce(b, 0) ORDER BY i) FROM unnest(telemetry_calls.latency_histogram, excluded.latency_histogram) WITH ORDINALITY AS u(a, b, i))',
        ),
      });
    }
  }

  async addUsage(rows: UsageAggregate[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK).map((r) => ({
        bucket_start: r.bucketStart, context_id: r.contextId, origin: r.origin, name: r.name, provider: r.provider, model: r.model,
        requests: r.requests, tokens: r.tokens, estimated_tokens: r.estimatedTokens,
      }));
      await this.knex('telemetry_usage').insert(chunk).onConflict(['bucket_start', 'context_id', 'origin', 'name', 'provider', 'model']).merge({
        requests: this.knex.raw('telemetry_usage.requests + excluded.requests'),
        tokens: this.knex.raw('telemetry_usage.tokens + excluded.tokens'),
        estimated_tokens: this.knex.raw('telemetry_usage.estimated_tokens + excluded.estimated_tokens'),
      });
    }
  }

  async addLlmUsage(rows: LlmUsageAggregate[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK).map((r) => ({
        bucket_start: r.bucketStart, context_id: r.contextId, origin: r.origin, name: r.name, provider: r.provider, model: r.model,
        requests: r.requests, prompt_tokens: r.promptTokens, completion_tokens: r.completionTokens, requests_without_usage: r.requestsWithoutUsage,
      }));
      await this.knex('telemetry_llm_usage').insert(chunk).onConflict(['bucket_start', 'context_id', 'origin', 'name', 'provider', 'model']).merge({
        requests: this.knex.raw('telemetry_llm_usage.requests + excluded.requests'),
        prompt_tokens: this.knex.raw('telemetry_llm_usage.prompt_tokens + excluded.prompt_tokens'),
        completion_tokens: this.knex.raw('telemetry_llm_usage.completion_tokens + excluded.completion_tokens'),
        requests_without_usage: this.knex.raw('telemetry_llm_usage.requests_without_usage + excluded.requests_without_usage'),
      });
    }
  }

  private filtered(table: string, filter: TelemetryFilter): Knex.QueryBuilder {
    const query = this.knex(table);
    if (filter.since) query.where('bucket_start', '>=', filter.since);
    if (filter.contextId !== null) query.where('context_id', filter.contextId);
    return query;
  }

  async calls(filter: TelemetryFilter): Promise<CallAggregate[]> {
    const rows: CallRow[] = await this.filtered('telemetry_calls', filter);
    return rows.map((r) => ({
      bucketStart: new Date(r.bucket_start), surface: r.surface, contextId: r.context_id, client: r.client, name: r.name,
      calls: Number(r.calls), errors: Number(r.errors), totalMs: Number(r.total_ms), maxMs: Number(r.max_ms), histogram: r.latency_histogram.map(Number),
    }));
  }

  async usage(filter: TelemetryFilter): Promise<UsageAggregate[]> {
    const rows: UsageRow[] = await this.filtered('telemetry_usage', filter);
    return rows.map((r) => ({
      bucketStart: new Date(r.bucket_start), contextId: r.context_id, origin: r.origin, name: r.name, provider: r.provider, model: r.model,
      requests: Number(r.requests), tokens: Number(r.tokens), estimatedTokens: Number(r.estimated_tokens),
    }));
  }

  async llmUsage(filter: TelemetryFilter): Promise<LlmUsageAggregate[]> {
    const rows: LlmUsageRow[] = await this.filtered('telemetry_llm_usage', filter);
    return rows.map((r) => ({
      bucketStart: new Date(r.bucket_start), contextId: r.context_id, origin: r.origin, name: r.name, provider: r.provider, model: r.model,
      requests: Number(r.requests), promptTokens: Number(r.prompt_tokens), completionTokens: Number(r.completion_tokens), requestsWithoutUsage: Number(r.requests_without_usage),
    }));
  }

  async deleteBefore(cutoff: Date): Promise<void> {
    await this.knex('telemetry_calls').where('bucket_start', '<', cutoff).del();
    await this.knex('telemetry_usage').where('bucket_start', '<', cutoff).del();
    await this.knex('telemetry_llm_usage').where('bucket_start', '<', cutoff).del();
  }
}
