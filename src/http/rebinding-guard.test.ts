/**
 * DNS rebinding on anonymous REST: a page on a hostile name that resolves to 127.0.0.1
 * must not read or write the local context; loopback names, PUBLIC_URL and callers with
 * credentials keep working.
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
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined }));
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

  it('refuses a foreign Origin even with a loopback Host', async () => {
    const res = await call('GET', '/api/v1/memory', { host: `127.0.0.1:${port}`, origin: 'http://rebind.evil.example' });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('REQUEST-008');
  });

  it('serves loopback names, allowed origins and calls without Origin', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await call('GET', '/api/v1/memory', { host })).status, host).toBe(200);
    }
    expect((await call('GET', '/api/v1/memory', { host: `localhost:${port}`, origin: `http://localhost:${port}` })).status).toBe(200);
    expect((await call('GET', '/api/v1/memory', { host: `127.0.0.1:${port}`, origin: 'https://app.example.com' })).status).toBe(200);
  });

  it('leaves public operations alone (nothing of the local context is reachable there)', async () => {
    expect((await call('GET', '/api/v1/auth/config', { host: `rebind.evil.example:${port}` })).status).toBe(200);
  });
});
