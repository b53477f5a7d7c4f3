import type { OperationHandler } from '../../handler-types.js';

/** GET /api/v1/health: 200 healthy/degraded, 503 when the database is down; never cached. */
const getHealth: OperationHandler<'getHealth'> = async (c) => {
  const report = await c.services.memory.system.health();
  const headers = { 'Cache-Control': 'no-store' };
  return report.status === 'unhealthy' ? { status: 503, body: report, headers } : { status: 200, body: report, headers };
};

export default getHealth;
