/**
 * GET /api/v1/health when the PostgreSQL database stops accepting connections: 503 unhealthy,
 * the body checked against the spec (needs TEST_DATABASE_URL; files named *.postgres.test.ts
 * run only in the PostgreSQL tiers).
 */
import { describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { call } from './support/client.js';
import { startHealthServer } from './support/health-servers.js';
import { requireEnv } from '../src/testing/require-env.js';
import { testTime } from '../src/testing/time-budget.js';

const adminUrl = requireEnv('TEST_DATABASE_URL');

describe('GET /api/v1/health on PostgreSQL', () => {
  it('a database that refuses connections: 503 unhealthy with the same body', async () => {
    const { server, databaseUrl } = await startHealthServer();
    const healthy = await call(server.url, 'getHealth', { method: 'GET', path: '/api/v1/health' });
    expect(healthy.status, healthy.text).toBe(200);
    const name = new URL(databaseUrl!).pathname.slice(1);
    const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
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
  }, testTime(120_000));
});
