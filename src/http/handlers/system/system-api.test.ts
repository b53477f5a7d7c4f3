/**
 * System endpoints and working-memory expiry over HTTP.
 */
// store-tier: each store — health reports the store, the vector search and Redis the lane runs on
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryTestServer, type MemoryTestServer } from '../../../testing/http/memory-test-server.js';
import { testBackend, testPgvectorMode } from '../../../testing/test-database.js';
import { HNSW_INDEX } from '../../../persistence/repositories/memory-embedding-repository.js';
import { testTime } from '../../../testing/time-budget.js';

const databaseKind = testBackend === 'pglite' ? 'pglite' : 'postgresql';
const vectorKind = testBackend === 'pglite' || testPgvectorMode === 'off' ? 'exact_in_process' : undefined;

let server: MemoryTestServer;

beforeAll(async () => {
  server = await startMemoryTestServer({ WORKING_MEMORY_TTL_SECONDS: '1' });
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('system', () => {
  it('GET / describes the API and links the docs', async () => {
    const root = await server.request('GET', '/');
    expect(root.status).toBe(200);
    expect(root.body).toEqual({
      name: 'Memory Platform', version: '4.0.0', api_version: 'v1', interface_version: '0.117.0',
      docs_url: '/docs', redoc_url: '/redoc', openapi_url: '/openapi.json',
    });
  });

  it('reports health of every dependency and names what serves it, never cached', async () => {
    await server.embedded();
    const health = await server.request('GET', '/api/v1/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.body).toMatchObject({
      status: 'healthy',
      services: { database: 'healthy', vector_index: 'healthy', cache: 'healthy', embedding_model: 'healthy' },
      dependencies: {
        database: { kind: databaseKind, status: 'healthy', required: true, message: null },
        vector_index: { status: 'healthy', required: false, message: null },
        cache: { kind: 'in_process', status: 'healthy', required: false, message: null },
        embedding_model: { kind: 'builtin', status: 'healthy', required: false, message: null },
      },
      embedding_backlog: expect.any(Number),
      version: '4.0.0',
    });
    const { kind } = health.body.dependencies.vector_index;
    expect(kind).toBe(vectorKind ?? (server.services.db.hasVector ? 'pgvector_hnsw' : 'exact_in_process'));
    // Test servers get Redis shared state when the run has TEST_REDIS_URL.
    if (process.env.TEST_REDIS_URL) expect(health.body.dependencies.redis).toEqual({ kind: 'redis', status: 'healthy', required: false, message: null });
    else expect(health.body.services.redis).toBeUndefined();
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

describe('degraded dependencies', () => {
  it('a missing HNSW index is degraded (200): recall still answers, by an exact scan', async () => {
    // The exact in-process search (no pgvector, or the embedded store) has no index to lose.
    if (!server.services.db.hasVector || server.services.db.kind === 'pglite') return;
    await server.embedded();
    await server.services.db.knex.raw(`DROP INDEX ${HNSW_INDEX}`);
    try {
      const health = await server.request('GET', '/api/v1/health');
      expect(health.status).toBe(200);
      expect(health.body.status).toBe('degraded');
      expect(health.body.dependencies.vector_index).toMatchObject({ status: 'degraded', required: false, message: expect.stringMatching(/HNSW index/) });
      expect(health.body.services).toMatchObject({ database: 'healthy', vector_index: 'degraded' });
    } finally {
      await server.services.db.knex.raw(`CREATE INDEX IF NOT EXISTS ${HNSW_INDEX} ON memories USING hnsw (embedding vector_cosine_ops)`);
    }
    expect((await server.request('GET', '/api/v1/health')).body.status).toBe('healthy');
  });

  it('a failing optional dependency is named, and the answer is degraded (200), not unhealthy', async () => {
    server.services.memory.system.addHealthProbe({
      name: 'test_dependency', kind: 'stand_in', required: false,
      check: async () => { throw new Error('connection refused'); },
    });
    const health = await server.request('GET', '/api/v1/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('degraded');
    expect(health.body.services.test_dependency).toBe('unhealthy');
    expect(health.body.dependencies.test_dependency).toEqual({
      kind: 'stand_in', status: 'unhealthy', required: false, message: 'The test_dependency check failed: connection refused.',
    });
  });
});

describe('database outage', () => {
  it('answers 503 naming the database and what it takes down with it', async () => {
    const other = await startMemoryTestServer();
    try {
      await other.services.db.knex.destroy();
      const health = await other.request('GET', '/api/v1/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({
        status: 'unhealthy',
        services: { database: 'unhealthy', vector_index: 'unhealthy' },
        dependencies: { database: { kind: databaseKind, status: 'unhealthy', required: true, message: expect.any(String) } },
      });
    } finally {
      await other.close().catch(() => undefined);
    }
  }, testTime(180_000));
});
