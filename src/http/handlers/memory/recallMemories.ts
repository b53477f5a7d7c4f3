import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** POST /api/v1/recall: hybrid recall, best first, scores in [0, 1], values cut to max_value_chars. */
const recallMemories: OperationHandler<'recallMemories'> = async (c) => {
  const { query, k, scope, max_value_chars: maxValueChars, min_score: minScore, as_of: asOf } = c.body;
  const ns = await memoryNamespace(c);
  const results = await c.services.memory.memories.recall(ns, query, { k, scope: scope ?? 'all', maxValueChars, minScore, asOf });
  return { status: 200, body: { results, context: await c.services.memory.memories.contextOf(ns) } };
};

export default recallMemories;
