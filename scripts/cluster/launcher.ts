/**
 * A real multi-node run on loopback: PostgreSQL (with pgvector where installed), Redis, N
 * `memplat serve` nodes sharing them, and HAProxy in front. `npm run cluster` runs it until
 * Ctrl-C; the cluster tests (contract-tests/cluster/) start it the same way, on the test
 * run's PostgreSQL server and Redis when it has them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHaproxy, type Balancer } from './haproxy.js';
import { ClusterNode } from './node.js';
import { startPostgres, type PostgresServer } from './postgres.js';
import { freePort, waitFor } from './processes.js';
import { startRedis, type RedisServer } from './redis.js';

export interface ClusterOptions {
  /** Port of the load balancer; 0 (default) picks a free one. */
  port?: number;
  /** Number of nodes (named a, b, c...); 2 by default. */
  nodes?: number;
  /** An existing database to use (it is migrated); else a throw-away PostgreSQL server is started. */
  databaseUrl?: string;
  /** An existing Redis to use (under a fresh key prefix); else a throw-away redis-server is started. */
  redisUrl?: string;
  /** Settings added to every node's environment (they win over the cluster's). */
  nodeEnv?: Record<string, string>;
  /** Runs once the database and Redis are up and before any node starts (e.g. to create accounts). */
  beforeNodes?(env: Record<string, string>): Promise<void>;
  /** Folder for data and logs; a fresh one under the system temp folder by default (removed on stop). */
  dir?: string;
}

export interface Cluster {
  /** The load balancer: what clients use. */
  url: string;
  nodes: ClusterNode[];
  balancer: Balancer;
  databaseUrl: string;
  redisUrl: string;
  /** The redis-server the cluster started (none when it was given one): tests stop, restart and pause it. */
  redis?: RedisServer;
  /** Settings every node shares (DATABASE_URL, REDIS_URL, SECRET_KEY...). */
  env: Record<string, string>;
  dir: string;
  node(name: string): ClusterNode;
  /** Waits until HAProxy counts exactly these nodes as up. */
  waitForUpNodes(names: string[], timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-cluster-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o711); // PostgreSQL runs as its own user (when we are root) and must reach its folder inside
  const stops: Array<() => Promise<void>> = []; // run in reverse on stop or on a failed start
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    stops.length = 0;
    if (!options.dir) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const balancerPort = options.port || (await freePort());
    let postgres: PostgresServer | undefined;
    let redis: RedisServer | undefined;
    [postgres, redis] = await Promise.all([
      options.databaseUrl ? undefined : startPostgres(path.join(dir, 'postgres'), await freePort()),
      options.redisUrl ? undefined : startRedis(dir, await freePort()),
    ]);
    if (postgres) stops.push(() => postgres!.stop());
    if (redis) stops.push(() => redis!.stop());
    const databaseUrl = options.databaseUrl ?? postgres!.url;
    const redisUrl = options.redisUrl ?? redis!.url;
    const url = `http://127.0.0.1:${balancerPort}`;
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `cluster-${randomBytes(6).toString('hex')}:`,
      SECRET_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: url,
      // HAProxy on loopback is the only proxy: the client address is the one it saw.
      TRUST_PROXY: 'true',
      TRUSTED_PROXIES: 'loopback',
      LOG_LEVEL: 'warn',
      ...options.nodeEnv,
    };
    await options.beforeNodes?.(env);

    const names = 'abcdefgh'.slice(0, Math.min(options.nodes ?? 2, 8)).split('');
    const nodes: ClusterNode[] = [];
    for (const name of names) {
      const dataDir = path.join(dir, `node-${name}`);
      fs.mkdirSync(dataDir, { recursive: true });
      nodes.push(new ClusterNode(name, await freePort(), { ...env, DATA_DIR: dataDir }, dir));
    }
    stops.push(async () => void (await Promise.all(nodes.map((n) => n.stop()))));
    // All at once, as an orchestrator starts them: they take turns at the migrations (an advisory lock).
    await Promise.all(nodes.map((n) => n.start()));

    const balancer = await startHaproxy(dir, balancerPort, nodes.map((n) => ({ name: n.name, port: n.port })));
    stops.push(() => balancer.process.stop('SIGTERM'));
    const waitForUpNodes = async (wanted: string[], timeoutMs = 30_000) => {
      const expected = [...wanted].sort().join(',');
      let seen = '';
      await waitFor('HAProxy backends', async () => (seen = (await balancer.upNodes()).sort().join(',')) === expected, timeoutMs, () => `up: ${seen}, wanted: ${expected}`);
    };
    await waitForUpNodes(names);
    return {
      url,
      nodes,
      balancer,
      databaseUrl,
      redisUrl,
      redis,
      env,
      dir,
      node: (name) => {
        const found = nodes.find((n) => n.name === name);
        if (!found) throw new Error(`no node ${name}`);
        return found;
      },
      waitForUpNodes,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
