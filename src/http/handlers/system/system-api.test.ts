/**
 * System endpoints and working-memory expiry over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryTestServer, type MemoryTestServer } from '../memory/test-server.js';

let server: MemoryTestServer;

beforeAll(async () => {
  server = await startMemoryTestServer({ WORKING_MEMORY_TTL_SECONDS: '1' });
}, 180_000);
afterAll(async () => server?.close(), 60_000);

describe('system', () => {
  it('GET / describes the API and links the docs', async () => {
    const root = await server.request('GET', '/');
    expect(root.status).toBe(200);
    expect(root.body).toEqual({
      name: 'Memory Platform', version: '4.0.0', api_version: 'v1', interface_version: '0.117.0',
      docs_url: '/docs', redoc_url: '/redoc', openapi_url: '/openapi.json',
    });
  });

  it('reports health of the database, cache and embedding model, never cached', async () => {
    const health = await server.request('GET', '/api/v1/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.body).toMatchObject({
      status: 'healthy',
      services: { database: 'healthy', cache: 'healthy', embedding_model: 'healthy' },
      embedding_backlog: expect.any(Number),
      version: '4.0.0',
    });
  });

  it('reports metrics including the embedding backlog', async () => {
    await server.request('POST', '/api/v1/memory', { body: { key: 'm1', value: 'one', tags: ['a', 'b'] } });
    await server.request('POST', '/api/v1/graph/interaction', { body: { user_id: 'u', query: 'What is a sourdough starter?', response: 'A fermented flour culture.' } });
    await server.embedded();
    const metrics = await server.request('GET', '/api/v1/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatchObject({ embedding_backlog: 0 });
    expect(metrics.body.memories_count).toBeGreaterThanOrEqual(1);
    // memory + 2 tags + user + platform + interaction + topics
    expect(metrics.body.graph_nodes).toBeGreaterThanOrEqual(6);
    expect(metrics.body.graph_edges).toBeGreaterThanOrEqual(4);
    expect(metrics.body.storage_size_mb).toBeGreaterThan(0);
  });
});

describe('working memory', () => {
  it('expires after WORKING_MEMORY_TTL_SECONDS unless updated; persistent memories stay', async () => {
    const headers = { 'x-user-id': 'expiry-user' };
    const created = await server.request('POST', '/api/v1/memory', { headers, body: { key: 'w', value: 'short lived', scope: 'working' } });
    expect(created.body.expires_at).not.toBeNull();
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'p', value: 'long lived', scope: 'persistent' } });
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect((await server.request('GET', '/api/v1/memory/w', { headers })).status).toBe(404);
    expect((await server.request('GET', '/api/v1/memory/p', { headers })).status).toBe(200);
    const list = await server.request('GET', '/api/v1/memory', { headers });
    expect(list.body.items.map((m: { key: string }) => m.key)).toEqual(['p']);
    // Writing the key again creates a new memory.
    expect((await server.request('POST', '/api/v1/memory', { headers, body: { key: 'w', value: 'again', scope: 'working' } })).status).toBe(201);
  });
});

describe('database outage', () => {
  it('answers 503 naming the database', async () => {
    const other = await startMemoryTestServer();
    try {
      await other.services.db.knex.destroy();
      const health = await other.request('GET', '/api/v1/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'unhealthy', services: { database: 'unhealthy' } });
    } finally {
      await other.close().catch(() => undefined);
    }
  }, 180_000);
});
