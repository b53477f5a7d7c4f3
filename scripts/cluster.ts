/**
 * `npm run cluster`: PostgreSQL, Redis, two nodes and HAProxy on loopback, all throw-away,
 * until Ctrl-C. Options: --port N (load balancer; default 8080, or a free port when 8080 is
 * taken), --nodes N (default 2).
 */
import { startCluster } from './cluster/launcher.js';
import { hasHaproxy } from './cluster/haproxy.js';
import { postgresBinaries } from './cluster/postgres.js';
import { hasRedisServer } from './cluster/redis.js';
import { isListening } from './cluster/processes.js';

function option(name: string): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

const missing = [
  !postgresBinaries() && 'postgresql',
  !hasRedisServer() && 'redis-server',
  !hasHaproxy() && 'haproxy',
].filter(Boolean);
if (missing.length) {
  console.error(`npm run cluster needs ${missing.join(', ')} (Debian: apt-get install ${missing.join(' ')})`);
  process.exit(1);
}

const port = option('port') ?? ((await isListening(8080)) ? 0 : 8080);
console.log('Starting PostgreSQL, Redis, the nodes and HAProxy...');
const cluster = await startCluster({ port, nodes: option('nodes') ?? 2, nodeEnv: { LOG_LEVEL: 'info' } });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster...');
  await cluster.stop();
  console.log('Stopped; its data is gone.');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

const cli = `DATABASE_URL='${cluster.databaseUrl}' npx memplat`;
console.log(`
Memory platform cluster: ${cluster.url}  (load balancer: HAProxy, round robin, health checks on GET /api/v1/health)
  nodes:    ${cluster.nodes.map((n) => `${n.name} ${n.url}`).join(', ')}  (answers carry X-Served-By)
  database: ${cluster.databaseUrl}
  redis:    ${cluster.redisUrl}  (key prefix ${cluster.env.REDIS_KEY_PREFIX})
  logs:     ${cluster.dir}/*.log

An API key:           ${cli} keys create --name me
A first administrator: printf '%s' "$PASSWORD" | ${cli} admin create --login-id admin --email you@example.com --password-stdin

Ctrl-C stops everything and removes its data.`);
