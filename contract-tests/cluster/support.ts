/**
 * A cluster for one test file: the launcher of `npm run cluster` (scripts/cluster/), on the
 * test run's PostgreSQL server (a fresh database) and Redis when it has them
 * (TEST_DATABASE_URL, TEST_REDIS_URL), else on throw-away ones it starts itself. An
 * administrator and a member account and an API key are created before the nodes start.
 */
import { hasHaproxy } from '../../scripts/cluster/haproxy.js';
import { startCluster, type Cluster } from '../../scripts/cluster/launcher.js';
import { postgresBinaries } from '../../scripts/cluster/postgres.js';
import { hasRedisServer } from '../../scripts/cluster/redis.js';
import { createTestDatabaseUrl } from '../../src/testing/test-database.js';
import { prepareStore } from '../support/fixtures.js';

/** What this machine lacks to run a cluster (HAProxy, and PostgreSQL and Redis given or installed). */
function missingForCluster(ownRedis: boolean): string[] {
  return [
    !hasHaproxy() && 'haproxy',
    !process.env.TEST_DATABASE_URL && !postgresBinaries() && 'PostgreSQL (TEST_DATABASE_URL, or the postgresql package)',
    (ownRedis || !process.env.TEST_REDIS_URL) && !hasRedisServer() && 'Redis (TEST_REDIS_URL, or redis-server)',
  ].filter((m): m is string => Boolean(m));
}

export interface TestCluster extends Cluster {
  apiKey: string;
  /** Drops the cluster and its database. */
  close(): Promise<void>;
}

/**
 * Starts the cluster; fails, saying what is missing, where the machine cannot run one (npm test
 * runs these files only where it can). `ownRedis` starts a redis-server for this cluster alone
 * (`cluster.redis`), for tests that stop or pause it.
 */
export async function startTestCluster(nodeEnv: Record<string, string> = {}, options: { ownRedis?: boolean } = {}): Promise<TestCluster> {
  const missing = missingForCluster(Boolean(options.ownRedis));
  if (missing.length) throw new Error(`the cluster tests need ${missing.join(', ')} (see scripts/test-all.sh)`);
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabaseUrl() : undefined;
  let apiKey = '';
  const cluster = await startCluster({
    databaseUrl: database?.url,
    redisUrl: options.ownRedis ? undefined : process.env.TEST_REDIS_URL,
    nodeEnv,
    beforeNodes: async (env) => {
      ({ apiKey } = await prepareStore(env, { admin: true }));
    },
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  return {
    ...cluster,
    apiKey,
    async close() {
      await cluster.stop();
      await database?.drop();
    },
  };
}

/** Polls `check` every 25 ms; resolves with the time it took, rejects past `withinMs`. */
export async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

/** The node that answered through the load balancer (HAProxy's X-Served-By). */
export const servedBy = (res: Response) => res.headers.get('x-served-by');
