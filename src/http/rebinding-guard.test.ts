/**
 * DNS rebinding on anonymous REST: a page on a hostile name that resolves to 127.0.0.1
 * must not read or write the local context; loopback names, PUBLIC_URL and callers with
 * credentials keep working. Loopback is decided from parsed IP literals and exact names, so
 * names that only begin like a loopback address (127.0.0.1.evil.example) are foreign. The
 * same rule guards /metrics and the Origin check of /mcp.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testTime } from '../testing/time-budget.js';

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer('memplat-rebind-', { MCP_ALLOWED_ORIGINS: 'https://app.example.com' });
  port = Number(new URL(server.running.url).port);
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

function call(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text && /json/.test(res.headers['content-type'] ?? '') ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

describe('anonymous REST calls and DNS rebinding', () => {
  it('refuses a hostile Host with 403 REQUEST-008 and writes nothing', async () => {
    const write = await call('POST', '/api/v1/memory', { host: `rebind.evil.example:${port}` }, { key: 'stolen', value: 'x' });
    expect(write.status).toBe(403);
    expect(write.json.code).toBe('REQUEST-008');
    const recall = await call('POST', '/api/v1/recall', { host: `rebind.evil.example:${port}` }, { query: 'anything' });
    expect(recall.status).toBe(403);
    const read = await call('GET', '/api/v1/memory/stolen', { host: `127.0.0.1:${port}` });
    expect(read.status).toBe(404);
  });

  it('refuses names that begin like a loopback address, on writes and on the export', async () => {
    for (const name of ['127.0.0.1.evil.example', '127.attacker.example', 'localhost.evil.example']) {
      const host = `${name}:${port}`;
      const write = await call('POST', '/api/v1/memory', { host }, { key: `stolen-${name}`, value: 'x' });
      expect(write.status, host).toBe(403);
      expect(write.json.code).toBe('REQUEST-008');
      const exported = await call('GET', '/api/v1/export', { host });
      expect(exported.status, host).toBe(403);
      expect((await call('GET', `/api/v1/memory/stolen-${name}`, { host: `127.0.0.1:${port}` })).status).toBe(404);
    }
  });

  it('refuses /metrics to a loopback client that names a foreign host', async () => {
    expect((await call('GET', '/metrics', { host: `127.0.0.1:${port}` })).status).toBe(200);
    for (const name of ['rebind.evil.example', '127.0.0.1.evil.example']) {
      const res = await call('GET', '/metrics', { host: `${name}:${port}` });
      expect(res.status, name).toBe(403);
      expect(res.json.code).toBe('REQUEST-008');
    }
    const foreignOrigin = await call('GET', '/metrics', { host: `127.0.0.1:${port}`, origin: 'http://127.0.0.1.evil.example' });
    expect(foreignOrigin.status).toBe(403);
  });

  it('refuses /mcp from an Origin that begins like a loopback address', async () => {
    const key = (await server.running.services.apiKeys.create({ name: 'rebind-mcp' })).key;
    const headers = { authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' };
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
    for (const origin of ['http://127.0.0.1.evil.example', `http://127.attacker.example:${port}`]) {
      const res = await call('POST', '/mcp', { ...headers, host: `127.0.0.1:${port}`, origin }, initialize);
      expect(res.status, origin).toBe(403);
    }
    const lookAlikeHost = await call('POST', '/mcp', { ...headers, host: `127.0.0.1.evil.example:${port}` }, initialize);
    expect(lookAlikeHost.status).toBe(403);
  });

  it('refuses a foreign Origin even with a loopback Host', async () => {
    const res = await call('GET', '/api/v1/memory', { host: `127.0.0.1:${port}`, origin: 'http://rebind.evil.example' });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('REQUEST-008');
  });

  it('serves loopback names, allowed origins and calls without Origin', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `[::ffff:127.0.0.1]:${port}`, '127.0.0.1', 'localhost']) {
      expect((await call('GET', '/api/v1/memory', { host })).status, host).toBe(200);
    }
    expect((await call('GET', '/api/v1/memory', { host: `localhost:${port}`, origin: `http://localhost:${port}` })).status).toBe(200);
    expect((await call('GET', '/api/v1/memory', { host: `127.0.0.1:${port}`, origin: 'https://app.example.com' })).status).toBe(200);
  });

  it('without TRUST_PROXY, a request that says it was forwarded is not a loopback client, and the error names the setting', async () => {
    const forwardings: Array<Record<string, string>> = [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }, { 'x-forwarded-for': '127.0.0.1' }];
    for (const forwarded of forwardings) {
      const write = await call('POST', '/api/v1/memory', { host: `127.0.0.1:${port}`, ...forwarded }, { key: 'forwarded-anon', value: 'x' });
      expect(write.status, JSON.stringify(forwarded)).toBe(401);
      expect(write.json.code).toBe('AUTH-001');
      expect(write.json.message).toMatch(/TRUST_PROXY/);
      expect((await call('GET', '/api/v1/export', { host: `127.0.0.1:${port}`, ...forwarded })).status).toBe(401);
      const metrics = await call('GET', '/metrics', { host: `127.0.0.1:${port}`, ...forwarded });
      expect(metrics.status).not.toBe(200);
    }
    expect((await call('GET', '/api/v1/memory/forwarded-anon', { host: `127.0.0.1:${port}` })).status).toBe(404);
  });

  it('leaves public operations alone (nothing of the local context is reachable there)', async () => {
    expect((await call('GET', '/api/v1/auth/config', { host: `rebind.evil.example:${port}` })).status).toBe(200);
  });
});
