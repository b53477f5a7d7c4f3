/**
 * Answers that carry an account's or a context's data are never stored by a browser or a
 * shared cache: every answer of an operation with credentials (session cookie, API key, OAuth
 * token) or of the local context carries `Cache-Control: no-store` and `Vary: Cookie,
 * Authorization`; public answers to callers without credentials are left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../testing/http/auth-test-server.js';

let server: AuthTestServer;
let session: Browser;
let key: string;

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('petra', 'petra@example.com');
  session = server.browser();
  expect((await session.login('petra')).status).toBe(200);
  ({ key } = await server.services.apiKeys.create({ name: 'private-answers' }));
}, 240_000);
afterAll(async () => server?.close(), 60_000);

function expectPrivate(res: { status: number; headers: Headers }, what: string): void {
  expect(res.status, what).toBeLessThan(400);
  expect(res.headers.get('cache-control'), what).toBe('no-store');
  const vary = (res.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
  expect(vary, what).toEqual(expect.arrayContaining(['cookie', 'authorization']));
}

describe('Cache-Control on authenticated answers', () => {
  it('session answers: memory, export, account, audit, sessions', async () => {
    expect((await session.post('/api/v1/memory', { key: 'cached?', value: 'private' })).status).toBe(201);
    for (const path of ['/api/v1/memory', '/api/v1/memory/cached%3F', '/api/v1/export', '/api/v1/users/me', '/api/v1/me/audit-events', '/api/v1/me/sessions', '/api/v1/me/contexts', '/api/v1/auth/accounts']) {
      expectPrivate(await session.get(path), `session GET ${path}`);
    }
  });

  it('API key answers, and the local context reached without credentials', async () => {
    const auth = { authorization: `Bearer ${key}` };
    for (const path of ['/api/v1/memory', '/api/v1/export', '/api/v1/metrics']) {
      expectPrivate(await fetch(`${server.url}${path}`, { headers: auth }), `key GET ${path}`);
      expectPrivate(await fetch(`${server.url}${path}`), `anonymous GET ${path}`);
    }
  });

  it('leaves public answers to callers without credentials alone', async () => {
    const res = await fetch(`${server.url}/.well-known/oauth-authorization-server`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('vary') ?? '').not.toMatch(/cookie/i);
  });
});
