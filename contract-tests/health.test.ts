/**
 * GET /api/v1/health on real server processes whose dependencies fail: every answer is
 * checked against the spec (status, headers, body), and names what serves each dependency.
 * Degraded: the embedding endpoint or Redis does not answer (200). Unhealthy (a database that
 * refuses connections) is in health.postgres.test.ts: the embedded store cannot be taken away
 * from a running process.
 */
import { describe, expect, it } from 'vitest';
import { call } from './support/client.js';
import { closedPort, startHealthServer } from './support/health-servers.js';
import { testBackend } from '../src/testing/test-database.js';
import { testTime } from '../src/testing/time-budget.js';

describe('GET /api/v1/health', () => {
  it('an embedding endpoint that does not answer: 200 degraded, naming the model and the vector index', async () => {
    const port = await closedPort();
    const { server } = await startHealthServer({
      EMBEDDING_PROVIDER: 'openai', EMBEDDING_BASE_URL: `http://127.0.0.1:${port}/v1`, EMBEDDING_MODEL: 'absent',
    });
    const res = await call(server.url, 'getHealth', { method: 'GET', path: '/api/v1/health' });
    expect(res.status, res.text).toBe(200);
    expect(res.problems).toEqual([]);
    const body = res.json as any;
    expect(body.status).toBe('degraded');
    expect(body.dependencies.database).toEqual({ kind: testBackend === 'pglite' ? 'pglite' : 'postgresql', status: 'healthy', required: true, message: null });
    expect(body.dependencies.embedding_model).toMatchObject({ kind: 'openai', status: 'unhealthy', required: false });
    expect(body.dependencies.vector_index).toMatchObject({ status: 'degraded', message: expect.stringMatching(/not ready/) });
  }, testTime(120_000));

  it('a Redis that does not answer: 200 degraded, naming Redis; the node still serves', async () => {
    const port = await closedPort();
    const { server } = await startHealthServer({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: 'contract-health:' });
    const res = await call(server.url, 'getHealth', { method: 'GET', path: '/api/v1/health' });
    expect(res.status, res.text).toBe(200);
    expect(res.problems).toEqual([]);
    const body = res.json as any;
    expect(body.status).toBe('degraded');
    expect(body.services.redis).toBe('unhealthy');
    expect(body.dependencies.redis).toMatchObject({ kind: 'redis', status: 'unhealthy', required: false, message: expect.stringMatching(/^The redis check failed/) });
    expect(body.dependencies.redis.message).not.toMatch(/redis:\/\//);
    // Limits fall back to this node's own counters: registration still answers.
    const registered = await call(server.url, 'registerOAuthClient', {
      method: 'POST', path: '/oauth/register', json: { client_name: 'MCP Inspector', redirect_uris: ['http://127.0.0.1:6274/oauth/callback'] },
    });
    expect(registered.status, registered.text).toBe(201);
  }, testTime(120_000));
});
