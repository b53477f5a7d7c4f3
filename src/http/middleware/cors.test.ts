import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { startMcpTestServer, type McpTestServer } from '../../testing/mcp/mcp-test-server.js';

const ALLOWED = 'https://inspector.example.com';
const OTHER = 'https://evil.example.net';

describe('CORS: metadata open to every origin, the bearer-token endpoints to CORS_ALLOWED_ORIGINS', () => {
  let server: McpTestServer;
  let key: string;

  beforeAll(async () => {
    server = await startMcpTestServer({ CORS_ALLOWED_ORIGINS: `${ALLOWED}/` });
    key = await server.createKey('cors');
  });
  afterAll(() => server?.close());

  const call = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => fetch(server.url + path, { redirect: 'manual', ...init });
  const preflight = (path: string, origin: string, method = 'POST') => call(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type, mcp-protocol-version' },
  });

  it('answers a preflight to /mcp and the OAuth endpoints from an allowed origin, without credentials', async () => {
    for (const path of ['/mcp', '/oauth/token', '/oauth/register', '/oauth/revoke']) {
      const res = await preflight(path, ALLOWED);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/Mcp-Protocol-Version/);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('gives another origin no CORS headers, on the preflight or the call', async () => {
    const pre = await preflight('/oauth/token', OTHER);
    expect(pre.status).toBe(405);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = await call('/oauth/token', { method: 'POST', headers: { origin: OTHER, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets an allowed page read /mcp answers (origin check included) and OAuth errors', async () => {
    const init = await call('/mcp', {
      method: 'POST',
      headers: { origin: ALLOWED, authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'browser', version: '1' } } }),
    });
    expect(init.status).toBe(200);
    expect(init.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(init.headers.get('access-control-expose-headers')).toMatch(/Mcp-Session-Id/);
    await init.body?.cancel();
    const unauthenticated = await call('/mcp', { method: 'POST', headers: { origin: ALLOWED, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(unauthenticated.headers.get('access-control-expose-headers')).toMatch(/WWW-Authenticate/);
    const token = await call('/oauth/token', { method: 'POST', headers: { origin: ALLOWED, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code&code=x&client_id=y&code_verifier=z&redirect_uri=https://a.example/cb' });
    expect(token.status).toBeGreaterThanOrEqual(400);
    expect(token.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });

  it('opens the OAuth metadata documents to every origin, preflight included', async () => {
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      const res = await call(path, { headers: { origin: OTHER } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const pre = await preflight(path, OTHER, 'GET');
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('adds nothing to the REST API, whatever the origin', async () => {
    const res = await call('/api/v1/health', { headers: { origin: ALLOWED } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/v1/memory', ALLOWED)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes only exact origins in CORS_ALLOWED_ORIGINS', () => {
    expect(loadConfig({ CORS_ALLOWED_ORIGINS: 'https://A.example.com:8443, http://localhost:6274' }).server.corsAllowedOrigins).toEqual(['https://a.example.com:8443', 'http://localhost:6274']);
    for (const bad of ['*', 'https://a.example.com/path', 'a.example.com', 'ftp://a.example.com']) {
      expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: bad }), bad).toThrow(/CORS_ALLOWED_ORIGINS/);
    }
  });
});
