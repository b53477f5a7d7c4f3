/**
 * GET /api/v1/health on real server processes whose dependencies fail: every answer is
 * checked against the spec (status, headers, body), and names what serves each dependency.
 * Degraded: the embedding endpoint or Redis does not answer (200). Unhealthy: the PostgreSQL
 * database stops accepting connections (503; the embedded store cannot be taken away from
 * a running process, so that case runs on PostgreSQL only).
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { call } from './support/client.js';
import { makeDataDir, startServerProcess, type ServerProcess } from './support/server-process.js';
import { createTestDatabaseUrl, testBackend } from '../src/persistence/test-database.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function start(env: Record<string, string> = {}): Promise<{ server: ServerProcess; databaseUrl?: string }> {
  const database = await createTestDatabaseUrl();
  cleanups.push(database.drop);
  const dataDir = makeDataDir('memplat-health-');
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...env }, dataDir);
  cleanups.push(() => server.stop());
  return { server, databaseUrl: database.url };
}

describe('GET /api/v1/health', () => {
  it('an embedding endpoint that does not answer: 200 degraded, naming the model and the vector index', async () => {
    const port = await closedPort();
    const { server } = await start({
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
  }, 120_000);

  it('a Redis that does not answer: 200 degraded, naming Redis; the node still serves', async () => {
    const port = await closedPort();
    const { server } = await start({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: 'contract-health:' });
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
  }, 120_000);

  it.skipIf(testBackend === 'pglite')('a database that refuses connections: 503 unhealthy with the same body', async () => {
    const { server, databaseUrl } = await start();
    const healthy = await call(server.url, 'getHealth', { method: 'GET', path: '/api/v1/health' });
    expect(healthy.status, healthy.text).toBe(200);
    const name = new URL(databaseUrl!).pathname.slice(1);
    const admin = knexFactory({ client: 'pg', connection: process.env.TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
    try {
      await admin.raw(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      await admin.raw('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ?', [name]);
    } finally {
      await admin.destroy();
    }
    const res = await call(server.url, 'getHealth', { method: 'GET', path: '/api/v1/health' });
    expect(res.status, res.text).toBe(503);
    expect(res.problems).toEqual([]);
    const body = res.json as any;
    expect(body).toMatchObject({ status: 'unhealthy', services: { database: 'unhealthy' } });
    expect(body.dependencies.database).toMatchObject({ kind: 'postgresql', status: 'unhealthy', required: true, message: expect.any(String) });
  }, 120_000);
});
