/**
 * Usage telemetry: every MCP tool call and REST operation is counted in memory and flushed
 * to the store in hourly aggregates; the token usage of the embedding provider and of the
 * optional language model is priced from a table.
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

/**
 * A price per million tokens: one number (embedding models: input tokens; a chat model priced
 * so pays it for prompt and completion alike), or a chat model's separate prompt (input) and
 * completion (output) prices.
 */
export type ModelPrice = number | { input: number; output: number };

/**
 * Published list prices of OpenAI chat models (USD per million tokens, standard tier, as listed
 * in 2026), for LLM_MODEL; TELEMETRY_PRICES overrides or extends them.
 */
export const DEFAULT_CHAT_PRICES: Record<string, ModelPrice> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
};

const DEFAULT_PRICES: Record<string, ModelPrice> = { ...DEFAULT_EMBEDDING_PRICES, ...DEFAULT_CHAT_PRICES };

export const telemetrySettings: SettingDoc[] = [
  { env: 'TELEMETRY_ENABLED', default: 'true', description: 'Count MCP tool calls and REST operations (calls, errors, latency by client and tool or operation) and the token usage of the embedding provider and the language model (LLM_BASE_URL), for telemetry_stats and telemetry_cost. Only names, counts and timings are kept, never arguments or bodies.' },
  { env: 'TELEMETRY_FLUSH_SECONDS', default: '10', description: 'How often the in-memory counters are added to the store (hourly rows); also on shutdown and before every report.' },
  { env: 'TELEMETRY_RETENTION_DAYS', default: '90', description: 'Hourly telemetry rows older than this are deleted.' },
  { env: 'TELEMETRY_PRICES', default: '(OpenAI list prices)', description: 'JSON object of prices per million tokens by model name (or provider:model, the language model\'s provider being llm): a number (embedding input tokens; for a chat model, prompt and completion alike) or {"input":..,"output":..} for a chat model\'s prompt and completion tokens, e.g. {"nomic-embed-text":0,"llama3.1":0,"my-model":{"input":0.5,"output":1.5}}; merged over the built-in list (text-embedding-3-small 0.02, text-embedding-3-large 0.13, text-embedding-ada-002 0.10; gpt-4o-mini 0.15/0.60, gpt-4o 2.50/10, gpt-4.1 2/8, gpt-4.1-mini 0.40/1.60, gpt-4.1-nano 0.10/0.40, gpt-5 1.25/10, gpt-5-mini 0.25/2, gpt-5-nano 0.05/0.40). The builtin and onnx embedding models run on this machine and always cost 0.' },
  { env: 'TELEMETRY_CURRENCY', default: 'USD', description: 'Currency of TELEMETRY_PRICES, as reported by telemetry_cost.' },
];

export interface TelemetryConfig {
  enabled: boolean;
  flushIntervalMs: number;
  retentionDays: number;
  prices: Record<string, ModelPrice>;
  currency: string;
}

const isPrice = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

function readPrices(env: Env): Record<string, ModelPrice> {
  const raw = env.TELEMETRY_PRICES;
  if (raw === undefined || raw.trim() === '') return { ...DEFAULT_PRICES };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('TELEMETRY_PRICES must be a JSON object of model name to price per million tokens');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ConfigError('TELEMETRY_PRICES must be a JSON object');
  const prices: Record<string, ModelPrice> = {};
  for (const [model, price] of Object.entries(parsed)) {
    if (isPrice(price)) prices[model] = price;
    else if (typeof price === 'object' && price !== null && !Array.isArray(price) && Object.keys(price).length === 2 && isPrice((price as Record<string, unknown>).input) && isPrice((price as Record<string, unknown>).output)) {
      prices[model] = { input: (price as { input: number }).input, output: (price as { output: number }).output };
    } else {
      throw new ConfigError(`TELEMETRY_PRICES: the price of ${model} must be a number >= 0 or {"input": number >= 0, "output": number >= 0}`);
    }
  }
  return { ...DEFAULT_PRICES, ...prices };
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
