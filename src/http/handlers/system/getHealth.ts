import type { OperationHandler } from '../../handler-types.js';

/** GET /api/v1/health: 200 healthy/degraded, 503 when the database is down; never cached. */
const getHealth: OperationHandler = async (c) => {
  const report = await c.services.memory.system.health();
  return { status: report.status === 'unhealthy' ? 503 : 200, body: report, headers: { 'Cache-Control': 'no-store' } };
};

export default getHealth;
