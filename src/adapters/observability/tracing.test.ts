/**
 * OpenTelemetry traces over OTLP/HTTP, received by a loopback stand-in collector: a request
 * span continuing the client's traceparent, named by operationId, with recall and embedding
 * spans inside it; MCP tool calls in spans of their own; no path, key or query in any span.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { loadTracingConfig } from '../../config/tracing.js';
import { startMcpTestServer, type McpTestServer } from '../../testing/mcp/mcp-test-server.js';
import { startTracing, type Tracing } from './tracing.js';
import { testTime } from '../../testing/time-budget.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
}

const exports: unknown[] = [];
let collector: http.Server;
let collectorUrl: string;
let tracing: Tracing | null;
let server: McpTestServer;

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) exports.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  process.env.OTEL_RESOURCE_ATTRIBUTES = 'service.instance.id=node-under-test';
  tracing = await startTracing(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, OTEL_SERVICE_NAME: 'memplat-test' }), createLogger('silent'), '4.0.0');
  server = await startMcpTestServer();
}, testTime(180_000));
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => collector?.close(resolve));
}, testTime(60_000));

function spans(): OtlpSpan[] {
  return (exports as Array<{ resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> }>).flatMap((e) =>
    e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
  );
}
const attribute = (span: OtlpSpan, key: string) => Object.values(span.attributes?.find((a) => a.key === key)?.value ?? {})[0];

describe('OpenTelemetry traces', () => {
  it('is off without an endpoint', async () => {
    expect(loadTracingConfig({}).tracesUrl).toBeUndefined();
    expect(await startTracing(loadTracingConfig({}), createLogger('silent'), '4.0.0')).toBeNull();
    expect(loadTracingConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/custom' }).tracesUrl).toBe('http://collector:4318/custom');
  });

  it('exports request, recall, embedding and MCP tool spans in the client\'s trace', async () => {
    const key = await server.createKey('traced');
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const clientSpan = '00f067aa0ba902b7';
    const res = await fetch(`${server.url}/api/v1/recall`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', traceparent: `00-${traceId}-${clientSpan}-01` },
      body: JSON.stringify({ query: 'secret-query-words' }),
    });
    expect(res.status).toBe(200);
    const client = await server.connect(key);
    await client.callTool({ name: 'memory_store', arguments: { user_id: 'ada', agent_name: 'global', key: 'secret-key-name', value: 'Ada drinks green tea' } });
    await tracing!.shutdown(); // flushes the batch

    const all = spans();
    const request = all.find((s) => s.name === 'POST recallMemories')!;
    expect(request).toBeDefined();
    expect(request.traceId).toBe(traceId);
    expect(request.parentSpanId).toBe(clientSpan);
    expect(attribute(request, 'http.response.status_code')).toBe(200);
    expect(attribute(request, 'memplat.operation_id')).toBe('recallMemories');
    const recall = all.find((s) => s.name === 'recall' && s.traceId === traceId)!;
    expect(recall.parentSpanId).toBe(request.spanId);
    expect(all.some((s) => s.name === 'embedding' && s.traceId === traceId)).toBe(true);
    const tool = all.find((s) => s.name === 'mcp tool memory_store')!;
    expect(attribute(tool, 'mcp.tool.name')).toBe('memory_store');
    expect(all.some((s) => s.name === 'POST postMcpMessage' && s.traceId === tool.traceId)).toBe(true);
    const text = JSON.stringify(exports);
    expect(text).not.toContain('secret-query-words');
    expect(text).not.toContain('secret-key-name');
    expect(text).toContain('memplat-test');
    expect(text).toContain('node-under-test');
  });
});
