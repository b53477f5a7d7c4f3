/** The ioredis connection against the RedisConnection contract (needs TEST_REDIS_URL; files named *.redis.test.ts run only where it is set). */
import { createLogger } from '../../logger.js';
import { describeRedisConnectionContract } from '../../testing/port-contracts/core/redis-connection-contract.js';
import { requireEnv } from '../../testing/require-env.js';
import { createRedisConnection } from './redis-connection.js';

const redisUrl = requireEnv('TEST_REDIS_URL');
const logger = createLogger('silent');

describeRedisConnectionContract({
  open: (prefix) => createRedisConnection(redisUrl, prefix, logger),
  unreachable: () => createRedisConnection('redis://127.0.0.1:1', 'unreachable:', logger),
});
