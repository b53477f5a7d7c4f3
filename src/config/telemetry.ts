/**
 * Usage telemetry: every MCP tool call and REST operation is counted in memory and flushed
 * to the store in hourly aggregates; embedding-provider token usage is priced from a table.
 */
import { ConfigError, readBool, readInt, readString, type Env, type SettingDoc } from './env.js';

/**
 * Published list prices of OpenAI embedding models, in US dollars per million input tokens.
 * Override or extend with TELEMETRY_PRICES (prices change; the table is the operator's to keep).
 */
export const DEFAULT_EMBEDDING_PRICES: Record<string, number> = {
  'text-embedding-3-small': 0.02,
  'text-embedding-3-large': 0.13,
  'text-embedding-ada-002': 0.1,
};

export const telemetrySettings: SettingDoc[] = [
  { env: 'TELEMETRY_ENABLED', default: 'true', description: 'Count MCP tool calls and REST operations (calls, errors, latency by client and tool or operation) and embedding token usage, for telemetry_stats and telemetry_cost. Only names, counts and timings are kept, never arguments or bodies.' },
  { env: 'TELEMETRY_FLUSH_SECONDS', default: '10', description: 'How often the in-memory counters are added to the store (hourly rows); also on shutdown and before every report.' },
  { env: 'TELEMETRY_RETENTION_DAYS', default: '90', description: 'Hourly telemetry rows older than this are deleted.' },
  { env: 'TELEMETRY_PRICES', default: '(OpenAI embedding list prices)', description: 'JSON object of prices per million input tokens by model name (or provider:model), e.g. {"text-embedding-3-small":0.02,"nomic-embed-text":0}; merged over the built-in list (text-embedding-3-small 0.02, text-embedding-3-large 0.13, text-embedding-ada-002 0.10). The builtin and onnx models run on this machine and always cost 0.' },
  { env: 'TELEMETRY_CURRENCY', default: 'USD', description: 'Currency of TELEMETRY_PRICES, as reported by telemetry_cost.' },
];

export interface TelemetryConfig {
  enabled: boolean;
  flushIntervalMs: number;
  retentionDays: number;
  prices: Record<string, number>;
  currency: string;
}

function readPrices(env: Env): Record<string, number> {
  const raw = env.TELEMETRY_PRICES;
  if (raw === undefined || raw.trim() === '') return { ...DEFAULT_EMBEDDING_PRICES };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('TELEMETRY_PRICES must be a JSON object of model name to price per million tokens');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ConfigError('TELEMETRY_PRICES must be a JSON object');
  for (const [model, price] of Object.entries(parsed)) {
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) throw new ConfigError(`TELEMETRY_PRICES: the price of ${model} must be a number >= 0`);
  }
  return { ...DEFAULT_EMBEDDING_PRICES, ...(parsed as Record<string, number>) };
}

export function loadTelemetryConfig(env: Env): TelemetryConfig {
  return {
    enabled: readBool(env, 'TELEMETRY_ENABLED', true),
    flushIntervalMs: readInt(env, 'TELEMETRY_FLUSH_SECONDS', 10, 1, 3600) * 1000,
    retentionDays: readInt(env, 'TELEMETRY_RETENTION_DAYS', 90, 1, 3650),
    prices: readPrices(env),
    currency: readString(env, 'TELEMETRY_CURRENCY', 'USD'),
  };
}
