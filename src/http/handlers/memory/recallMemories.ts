import { untypedHandler } from '../../handler-types.js';
import type { MemoryScope } from '../../../domain/memory/types.js';
import { memoryNamespace } from './namespace.js';

/** POST /api/v1/recall: hybrid recall, best first, scores in [0, 1]. */
const recallMemories = untypedHandler<'recallMemories'>(async (c) => {
  const body = c.body as { query: string; k?: number; scope?: MemoryScope | 'all' };
  const results = await c.services.memory.memories.recall(await memoryNamespace(c), body.query, { k: body.k ?? 5, scope: body.scope ?? 'all' });
  return { status: 200, body: { results } };
});

export default recallMemories;
