import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** POST /api/v1/feedback: relevance feedback on a memory or graph node (same service as memory_feedback). */
const submitFeedback: OperationHandler<'submitFeedback'> = async (c) => {
  const { key, node_id: nodeId, label, weight } = c.body;
  const record = await c.services.memory.memories.feedback(await memoryNamespace(c), { key, nodeId }, label, weight ?? 1);
  return { status: 201, body: record };
};

export default submitFeedback;
