import { untypedHandler } from '../../handler-types.js';
import type { FeedbackLabel } from '../../../domain/memory/types.js';
import { memoryNamespace } from './namespace.js';

/** POST /api/v1/feedback: relevance feedback on a memory or graph node (same service as memory_feedback). */
const submitFeedback = untypedHandler<'submitFeedback'>(async (c) => {
  const body = c.body as { key?: string; node_id?: string; label: FeedbackLabel; weight?: number };
  const record = await c.services.memory.memories.feedback(await memoryNamespace(c), { key: body.key, nodeId: body.node_id }, body.label, body.weight ?? 1);
  return { status: 201, body: record };
});

export default submitFeedback;
