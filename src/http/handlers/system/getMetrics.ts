import type { OperationHandler } from '../../handler-types.js';

/** GET /api/v1/metrics: memory, graph and storage counts and the embedding backlog. */
const getMetrics: OperationHandler<'getMetrics'> = async (c) => ({ status: 200, body: await c.services.memory.system.metrics() });

export default getMetrics;
