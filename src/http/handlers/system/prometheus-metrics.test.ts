/**
 * GET /metrics: what is counted (HTTP by operation and status, MCP tool calls, recall and
 * embedding latency, the embedding backlog, process metrics) and who may read it (loopback
 * clients; others with METRICS_TOKEN), on a server behind a trusted proxy on loopback.
 */
// store-tier: each store — the database pool and Redis gauges appear only where the lane has them
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors/app-error.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { assertMayReadMetrics } from './metrics-access.js';
import { testTime } from '../../../testing/time-budget.js';

const TOKEN = 'scrape-token-0123456789';
let server: McpTestServer;

beforeAll(async () => {
  server = await startMcpTestServer({ TRUST_PROXY: 'true', TRUSTED_PROXIES: 'loopback', METRICS_TOKEN: TOKEN });
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

/** The value of one sample line (name with its labels exactly as printed), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = (headers: Record<string, string> = {}) => fetch(`${server.url}/metrics`, { headers });

describe('GET /metrics', () => {
  it('counts requests by operation and status, tool calls, recall and embedding latency', async () => {
    const key = await server.createKey('metrics');
    const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    await (await fetch(`${server.url}/api/v1/health`)).text();
    await (await fetch(`${server.url}/api/v1/memory/missing-key`, { headers: auth })).text();
    await (await fetch(`${server.url}/api/v1/recall`, { method: 'POST', headers: auth, body: JSON.stringify({ query: 'tea' }) })).text();
    const client = await server.connect(key);
    await client.callTool({ name: 'memory_store', arguments: { user_id: 'ada', agent_name: 'global', key: 'tea', value: 'Ada drinks green tea' } });
    await client.callTool({ name: 'memory_fetch', arguments: { user_id: 'ada', agent_name: 'global', key: 'no-such-key' } });

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(sample(text, 'memplat_http_requests_total{operation="getHealth",method="GET",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'memplat_http_requests_total{operation="getMemory",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'memplat_http_request_duration_seconds_count{operation="recallMemories"}')).toBe(1);
    expect(sample(text, 'memplat_mcp_tool_calls_total{tool="memory_store",outcome="ok"}')).toBe(1);
    expect(sample(text, 'memplat_mcp_tool_calls_total{tool="memory_fetch",outcome="error"}')).toBe(1);
    expect(sample(text, 'memplat_recall_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'memplat_embedding_duration_seconds_count{provider="builtin"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'memplat_embedding_backlog')).toBeGreaterThanOrEqual(0);
    if (process.env.TEST_DATABASE_URL) expect(sample(text, 'memplat_db_pool_connections{state="max"}')).toBeGreaterThan(0);
    if (process.env.TEST_REDIS_URL) expect(sample(text, 'memplat_redis_up')).toBe(1);
    else expect(text).not.toMatch(/^memplat_redis_up /m);
    expect(text).toMatch(/^memplat_process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^memplat_nodejs_eventloop_lag_seconds /m);
  });

  it('asks a client beyond the trusted proxy for METRICS_TOKEN', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    const refused = await scrape(forwarded);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await refused.json()).toMatchObject({ code: 'SYSTEM-005' });
    expect((await scrape({ ...forwarded, authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    const key = await server.createKey('not-a-scraper');
    expect((await scrape({ ...forwarded, authorization: `Bearer ${key}` })).status).toBe(401); // API keys do not open metrics
    const allowed = await scrape({ ...forwarded, authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('memplat_http_requests_total');
  });

  it('refuses every non-loopback client while METRICS_TOKEN is not set', () => {
    expect(() => assertMayReadMetrics({ local: true }, '', undefined)).not.toThrow();
    const refusal = (() => {
      try {
        assertMayReadMetrics({ local: false }, `Bearer ${TOKEN}`, undefined);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('SYSTEM-006');
  });
});
