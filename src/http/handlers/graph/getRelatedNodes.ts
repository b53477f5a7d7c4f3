import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from '../memory/namespace.js';

/** GET /api/v1/graph/{node_id}/related: walk up to `depth` edges (default 2, max 4). */
const getRelatedNodes: OperationHandler<'getRelatedNodes'> = async (c) => {
  const { depth, limit } = c.query;
  return { status: 200, body: await c.services.memory.graph.related(await memoryNamespace(c), c.params.node_id, { depth, limit }) };
};

export default getRelatedNodes;
