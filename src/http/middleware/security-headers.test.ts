import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { strictTransportSecurity } from './security-headers.js';

describe('ASVS 14.4.5: Strict-Transport-Security on every response when PUBLIC_URL is https', () => {
  let server: TestServer;
  let base: string;
  const host = 'memory.example.com';

  beforeAll(async () => {
    server = await startTestServer('memplat-hsts-', { PUBLIC_URL: `https://${host}`, HSTS_MAX_AGE_SECONDS: '86400', BODY_LIMIT_BYTES: '2048' });
    base = server.running.url;
  });
  afterAll(() => server?.close());

  // Host names the public address, as a TLS proxy in front of the server would pass it on.
  const call = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init, headers: { host, ...(init.headers as Record<string, string>) } });

  it('is on successes, errors, pages, /mcp, metadata and answers given before the body was read', async () => {
    const answers = await Promise.all([
      call('/api/v1/health'),
      call('/no/such/path'),
      call('/api/v1/memory', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      call('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_id: 'x', password: 'y'.repeat(4000) }) }),
      call('/docs'),
      call('/login', { headers: { accept: 'text/html' } }),
      call('/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' }),
      call('/.well-known/oauth-authorization-server'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 404, 422, 413, 200, 200, 401, 200]);
    for (const answer of answers) expect(answer.headers.get('strict-transport-security')).toBe('max-age=86400; includeSubDomains');
  });

  it('is not sent over plain http, and follows the settings', () => {
    const hsts = { maxAgeSeconds: 31_536_000, includeSubDomains: true };
    expect(strictTransportSecurity({ publicUrl: 'http://127.0.0.1:8080', hsts })).toBeNull();
    expect(strictTransportSecurity({ publicUrl: 'HTTPS://memory.example.com', hsts })).toBe('max-age=31536000; includeSubDomains');
    expect(strictTransportSecurity({ publicUrl: 'https://m.example', hsts: { maxAgeSeconds: 0, includeSubDomains: false } })).toBe('max-age=0');
  });
});
