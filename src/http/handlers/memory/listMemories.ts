import { untypedHandler } from '../../handler-types.js';
import type { MemoryScope } from '../../../domain/memory/types.js';
import { memoryNamespace } from './namespace.js';

/** GET /api/v1/memory: one page, newest first; filters scope, tag (all must match), agent_name. */
const listMemories = untypedHandler<'listMemories'>(async (c) => {
  const q = c.query as { scope?: MemoryScope; tag?: string | string[]; agent_name?: string; limit?: number; cursor?: string };
  const tags = q.tag === undefined ? undefined : Array.isArray(q.tag) ? q.tag : [q.tag];
  const page = await c.services.memory.memories.list(await memoryNamespace(c), {
    scope: q.scope,
    tags,
    agentName: q.agent_name,
    limit: Number(q.limit ?? 50),
    cursor: q.cursor,
  });
  return { status: 200, body: page };
});

export default listMemories;
