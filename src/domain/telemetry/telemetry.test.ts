/**
 * Telemetry on a real store (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * aggregates added from several flushes (as several processes would), percentiles, scoping
 * by context, and usage priced by the table, with an OpenAI-compatible stand-in endpoint on
 * loopback reporting (or not reporting) token usage.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTelemetryConfig } from '../../config/telemetry.js';
import { openCoreTestStack, type CoreTestStack } from '../../testing/core-services.js';
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

  beforeAll(async () => {
    stack = await openCoreTestStack();
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
    await new Promise<void>((r) => usageServer.close(() => r()));
  });

  const service = (env: Record<string, string> = {}, embedding = { provider: 'builtin', model: 'builtin default' }) =>
    new TelemetryService({ repo: stack.stores.telemetry, config: loadTelemetryConfig(env), embedding });

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
});
