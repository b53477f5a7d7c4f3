import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** POST /api/v1/recall: hybrid recall, best first, scores in [0, 1]. */
const recallMemories: OperationHandler<'recallMemories'> = async (c) => {
  const { query, k, scope } = c.body;
  const ns = await memoryNamespace(c);
  const results = await c.services.memory.memories.recall(ns, query, { k: k ?? 5, scope: scope ?? 'all' });
  return { status: 200, body: { results, context: await c.services.memory.memories.contextOf(ns) } };
};

export default recallMemories;
