import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** GET /api/v1/memory/{key}/history: the memory the key names and its previous versions, newest first. */
const getMemoryHistory: OperationHandler<'getMemoryHistory'> = async (c) => {
  const ns = await memoryNamespace(c);
  const history = await c.services.memory.memories.history(ns, c.params.key, { limit: c.query.limit ?? 10 });
  return { status: 200, body: { ...history, context: await c.services.memory.memories.contextOf(ns) } };
};

export default getMemoryHistory;
