import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** POST /api/v1/feedback: relevance feedback on a memory or graph node (same service as memory_feedback). */
const submitFeedback: OperationHandler<'submitFeedback'> = async (c) => {
  const { key, node_id: nodeId, label, weight } = c.body;
  const ns = await memoryNamespace(c);
  const record = await c.services.memory.memories.feedback(ns, { key, nodeId }, label, weight ?? 1);
  return { status: 201, body: { ...record, context: await c.services.memory.memories.contextOf(ns) } };
};

export default submitFeedback;
