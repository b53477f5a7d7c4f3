import { untypedHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** GET /api/v1/search: full-text hits with <mark> snippets. */
const searchMemories = untypedHandler<'searchMemories'>(async (c) => {
  const q = c.query as { q: string; limit?: number };
  const results = await c.services.memory.memories.search(await memoryNamespace(c), q.q, { limit: Number(q.limit ?? 10) });
  return { status: 200, body: { results, query: q.q } };
});

export default searchMemories;
