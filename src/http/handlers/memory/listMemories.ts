import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** GET /api/v1/memory: one page, newest first; filters scope, tag (all must match), agent_name. */
const listMemories: OperationHandler<'listMemories'> = async (c) => {
  const q = c.query;
  const ns = await memoryNamespace(c);
  const page = await c.services.memory.memories.list(ns, {
    scope: q.scope,
    tags: q.tag,
    agentName: q.agent_name,
    limit: q.limit ?? 50,
    cursor: q.cursor,
  });
  return { status: 200, body: { ...page, context: await c.services.memory.memories.contextOf(ns) } };
};

export default listMemories;
