import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** POST /api/v1/feedback: relevance feedback on a memory or graph node (same service as memory_feedback). */
const submitFeedback: OperationHandler<'submitFeedback'> = async (c) => {
  const { label, weight } = c.body;
  // Exactly one of the two (FeedbackRequest is a oneOf of FeedbackByKeyRequest and FeedbackByNodeRequest).
  const key = 'key' in c.body ? c.body.key : undefined;
  const nodeId = 'node_id' in c.body ? c.body.node_id : undefined;
  const ns = await memoryNamespace(c);
  const record = await c.services.memory.memories.feedback(ns, { key, nodeId }, label, weight ?? 1);
  return { status: 201, body: { ...record, context: await c.services.memory.memories.contextOf(ns) } };
};

export default submitFeedback;
