/**
 * Telemetry on a real store (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * aggregates added from several flushes (as several processes would), percentiles, scoping
 * by context, and usage priced by the table, with OpenAI-compatible stand-in endpoints
 * (embeddings, chat completions) on loopback reporting (or not reporting) token usage.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTelemetryConfig } from '../../config/telemetry.js';
import { openCoreTestStack, type CoreTestStack } from '../../testing/core-services.js';
import { loadLlmConfig } from '../../config/llm.js';
import { loadWebConfig } from '../../config/web.js';
import { ConfigError } from '../../config/env.js';
import { LLM_TEST_KEY, LLM_TEST_MODEL, startChatStandIn, type ChatStandIn } from '../../testing/stand-ins/chat-completions.js';
import { createLlmClient } from '../llm/chat-client.js';
import { createHttpFetcher } from '../../adapters/net/http-fetcher.js';
import { createEmbeddingProvider } from '../memory/embedding/provider.js';
import type { Principal } from '../core/principal.js';
import { bucketOf, emptyHistogram, percentile } from './latency-histogram.js';
import { TelemetryService } from './telemetry-service.js';

const local: Principal = { kind: 'local', contextId: 'ctx-local' };
const keyOf = (contextId: string): Principal => ({ kind: 'apiKey', keyId: 'k', keyName: 'k', accountId: null, userId: 'u', contextId });

describe('latency percentiles', () => {
  it('interpolates within fixed buckets and never exceeds the largest latency seen', () => {
    const h = emptyHistogram();
    for (const ms of [3, 4, 4, 8, 15, 40, 90, 450]) h[bucketOf(ms)]!++;
    expect(percentile(h, 0.5, 450)).toBeGreaterThanOrEqual(5);
    expect(percentile(h, 0.5, 450)).toBeLessThanOrEqual(10);
    expect(percentile(h, 0.99, 450)).toBeLessThanOrEqual(450);
    expect(percentile(emptyHistogram(), 0.5, 0)).toBeNull();
  });
});

describe('telemetry service', () => {
  let stack: CoreTestStack;
  let usageServer: http.Server;
  let baseUrl = '';
  let reportUsage = true;
  let chat: ChatStandIn;

  beforeAll(async () => {
    stack = await openCoreTestStack();
    chat = await startChatStandIn(() => '{"ok":true}');
    usageServer = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const { input } = JSON.parse(raw) as { input: string[] };
        const body: Record<string, unknown> = { data: input.map((_, index) => ({ index, embedding: [1, 2, 3] })) };
        if (reportUsage) body.usage = { prompt_tokens: 1_000_000, total_tokens: 1_000_000 };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((r) => usageServer.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(usageServer.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    await stack?.close();
    await chat?.close();
    await new Promise<void>((r) => usageServer.close(() => r()));
  });

  const service = (env: Record<string, string> = {}, embedding = { provider: 'builtin', model: 'builtin default' }, llm: { model: string } | null = null) =>
    new TelemetryService({ repo: stack.stores.telemetry, config: loadTelemetryConfig(env), embedding, llm });

  it('adds counts, errors and latency from several flushes and processes, and reports them by tool, client and day', async () => {
    const a = service();
    const b = service(); // a second process on the same store
    for (let i = 0; i < 3; i++) a.recordCall({ surface: 'mcp', contextId: 'ctx-1', client: 'claude-code', name: 'memory_store', ms: 12, error: false });
    await a.flush();
    a.recordCall({ surface: 'mcp', contextId: 'ctx-1', client: 'claude-code', name: 'memory_store', ms: 900, error: true });
    b.recordCall({ surface: 'mcp', contextId: 'ctx-1', client: 'Cursor <script>', name: 'memory_recall', ms: 30, error: false });
    b.recordCall({ surface: 'rest', contextId: 'ctx-2', client: 'curl', name: 'getMemory', ms: 2, error: true });
    await Promise.all([a.flush(), b.flush()]);

    const mine = await a.stats(keyOf('ctx-1'), 'day', 'all');
    expect(mine).toMatchObject({ total_calls: 5, errors: 1, tool_calls: { memory_store: 4, memory_recall: 1 } });
    expect(mine.by_name[0]).toMatchObject({ surface: 'mcp', name: 'memory_store', calls: 4, errors: 1, max_ms: 900 });
    expect(mine.by_name[0]!.p50_ms).toBeLessThanOrEqual(20);
    expect(mine.by_client.map((c) => c.client).sort()).toEqual(['Cursor script', 'claude-code']);
    expect(mine.by_day).toEqual([{ day: new Date().toISOString().slice(0, 10), calls: 5, errors: 1 }]);

    const everything = await a.stats(local, 'all', 'rest');
    expect(everything).toMatchObject({ total_calls: 1, errors: 1, tool_calls: {}, by_name: [{ surface: 'rest', name: 'getMemory' }] });
    expect((await a.stats(keyOf('ctx-3'), 'week', 'all')).total_calls).toBe(0);
  });

  it('attributes embedding usage to the call running it and prices it by the table; builtin costs nothing and says why', async () => {
    const t = service({ TELEMETRY_PRICES: '{"priced-model":0.5}' }, { provider: 'openai', model: 'priced-model' });
    const provider = await createEmbeddingProvider({ provider: 'openai', baseUrl, model: 'priced-model' }, t.recordEmbeddingUsage);
    await t.measure({ surface: 'mcp', name: 'memory_recall', client: 'c', contextId: 'ctx-cost' }, () => provider.embed(['a query']), () => false);
    reportUsage = false;
    await provider.embed(['background text of twenty chars.....']); // outside any call: the worker's
    reportUsage = true;
    const cost = await t.cost(local, 'day', 'tool');
    expect(cost).toMatchObject({ currency: 'USD', total_tokens: 1_000_009, estimated_tokens: 9 });
    expect(cost.breakdown.find((g) => g.key === 'mcp: memory_recall')).toMatchObject({ tokens: 1_000_000, cost: 0.5 });
    expect(cost.breakdown.find((g) => g.key === 'background: embedding worker')).toMatchObject({ tokens: 9, estimated_tokens: 9 });
    expect(cost.total).toBeCloseTo(0.5, 5);
    expect(cost.notes.join(' ')).toMatch(/estimates/);
    expect((await t.cost(keyOf('ctx-cost'), 'day', 'provider')).breakdown).toEqual([expect.objectContaining({ key: 'openai:priced-model', tokens: 1_000_000 })]);

    const unpriced = await service({}, { provider: 'openai', model: 'priced-model' }).cost(local, 'day', 'provider');
    expect(unpriced.notes.join(' ')).toMatch(/no price for priced-model in TELEMETRY_PRICES/);

    const builtin = service();
    const local1 = await createEmbeddingProvider({ provider: 'builtin' }, builtin.recordEmbeddingUsage);
    await builtin.measure({ surface: 'rest', name: 'recallMemories', client: 'curl', contextId: 'ctx-builtin' }, () => local1.embed(['hello there']), () => false);
    const free = await builtin.cost(keyOf('ctx-builtin'), 'week', 'provider');
    expect(free).toMatchObject({ total: 0, configured_provider: { provider: 'builtin', price_per_million_tokens: 0 } });
    expect(free.total_tokens).toBeGreaterThan(0);
    expect(free.notes.join(' ')).toMatch(/runs on this machine .* costs nothing per token/);
    await local1.close?.();
  });

  it('attributes language-model usage to the call running it, prices prompt and completion tokens apart, and counts answers without usage as unknown', async () => {
    const t = service({ TELEMETRY_PRICES: `{"${LLM_TEST_MODEL}":{"input":2,"output":8}}` }, undefined, { model: LLM_TEST_MODEL });
    const llm = createLlmClient(loadLlmConfig({ LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL, LLM_API_KEY: LLM_TEST_KEY }), createHttpFetcher(loadWebConfig({}).fetch), t.recordLlmUsage)!;
    const ask = () => llm.complete({ messages: [{ role: 'user', content: 'judge this' }], maxTokens: 50 });
    const inCall = (name: string, contextId: string) => t.measure({ surface: 'mcp', name, client: 'c', contextId }, ask, () => false);
    chat.setUsage({ prompt_tokens: 250_000, completion_tokens: 50_000 });
    await inCall('fact_check_claim', 'ctx-llm');
    await inCall('fact_check_claim', 'ctx-llm');
    chat.setUsage(null); // an endpoint that reports no usage
    await inCall('fact_check_claim', 'ctx-llm');
    await inCall('video_summarize', 'ctx-llm');
    chat.setUsage('counted');

    const cost = await t.cost(keyOf('ctx-llm'), 'day', 'tool');
    expect(cost.llm).toEqual({
      configured_model: { provider: 'llm', model: LLM_TEST_MODEL, input_price_per_million_tokens: 2, output_price_per_million_tokens: 8 },
      total: 1.8, requests: 4, prompt_tokens: 500_000, completion_tokens: 100_000, requests_without_usage: 2,
      breakdown: [
        { key: 'mcp: fact_check_claim', requests: 3, prompt_tokens: 500_000, completion_tokens: 100_000, requests_without_usage: 1, cost: 1.8 },
        // Every request came back without usage: its tokens are unknown (null), not zero.
        { key: 'mcp: video_summarize', requests: 1, prompt_tokens: null, completion_tokens: null, requests_without_usage: 1, cost: 0 },
      ],
      models: [{ provider: 'llm', model: LLM_TEST_MODEL, requests: 4, prompt_tokens: 500_000, completion_tokens: 100_000, requests_without_usage: 2, cost: 1.8, input_price_per_million_tokens: 2, output_price_per_million_tokens: 8 }],
    });
    expect(cost).toMatchObject({ total: 0, total_tokens: 0, grand_total: 1.8 });
    expect(cost.notes).toContain('2 language-model requests came back without token usage; their tokens are unknown and not in the cost (requests_without_usage)');
    expect((await t.cost(keyOf('ctx-llm'), 'day', 'provider')).llm.breakdown).toEqual([{ key: `llm:${LLM_TEST_MODEL}`, requests: 4, prompt_tokens: 500_000, completion_tokens: 100_000, requests_without_usage: 2, cost: 1.8 }]);
    expect((await t.cost(keyOf('ctx-other'), 'day', 'tool')).llm).toMatchObject({ requests: 0, prompt_tokens: 0, total: 0, breakdown: [] });

    // One number prices prompt and completion alike; an unpriced model counts at 0 and says so.
    const flat = await service({ TELEMETRY_PRICES: `{"llm:${LLM_TEST_MODEL}":1}` }, undefined, { model: LLM_TEST_MODEL }).cost(keyOf('ctx-llm'), 'day', 'tool');
    expect(flat.llm).toMatchObject({ total: 0.6, configured_model: { input_price_per_million_tokens: 1, output_price_per_million_tokens: 1 } });
    const unpriced = await service({}, undefined, { model: LLM_TEST_MODEL }).cost(keyOf('ctx-llm'), 'day', 'tool');
    expect(unpriced.llm).toMatchObject({ total: 0, configured_model: { input_price_per_million_tokens: null }, models: [{ note: expect.stringMatching(/^no price for the language model test-model in TELEMETRY_PRICES/) }] });
    expect(unpriced.notes.filter((n) => n.startsWith('no price for the language model'))).toHaveLength(1);
    const none = await service().cost(keyOf('ctx-none'), 'day', 'tool');
    expect(none.llm).toMatchObject({ configured_model: null, requests: 0 });
    expect(none.notes).toContain('no language model is configured (LLM_BASE_URL), so no language-model usage is recorded');
  });

  it('reads chat-model prices as a number or {input, output} and refuses anything else', () => {
    expect(loadTelemetryConfig({}).prices['gpt-4o-mini']).toEqual({ input: 0.15, output: 0.6 });
    expect(loadTelemetryConfig({ TELEMETRY_PRICES: '{"m":{"input":1,"output":3},"e":0.5}' }).prices).toMatchObject({ m: { input: 1, output: 3 }, e: 0.5, 'text-embedding-3-small': 0.02 });
    for (const bad of ['{"m":{"input":1}}', '{"m":{"input":1,"output":-1}}', '{"m":{"input":1,"output":2,"cached":1}}', '{"m":"1"}']) {
      expect(() => loadTelemetryConfig({ TELEMETRY_PRICES: bad })).toThrow(ConfigError);
    }
  });
});
