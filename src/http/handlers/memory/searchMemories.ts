import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** GET /api/v1/search: full-text hits with <mark> snippets, in one namespace or (all_namespaces) every one of the context. */
const searchMemories: OperationHandler<'searchMemories'> = async (c) => {
  const { q, limit, max_value_chars: maxValueChars, min_score: minScore, all_namespaces: allNamespaces } = c.query;
  const ns = await memoryNamespace(c);
  const results = await c.services.memory.memories.search(ns, q, { limit: limit ?? 10, maxValueChars, minScore, allNamespaces });
  return { status: 200, body: { results, query: q, context: await c.services.memory.memories.contextOf(ns) } };
};

export default searchMemories;
