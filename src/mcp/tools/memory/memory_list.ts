import type { MemoryScope } from '../../../domain/memory/types.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { compactItems } from './compact-text.js';
import { inContext, namespaceOf, parseTagsArgument } from './namespace.js';

export const memoryList: ToolDefinition<'memory_list'> = {
  name: 'memory_list',
  title: 'List memories',
  description:
    'List a user\'s memories page by page, newest first, filtered by scope or tags (agent_name "*": every agent). For reviewing and cleaning up, not for finding context.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf({ ...args, agent_name: args.agent_name === '*' ? undefined : args.agent_name }, ctx);
    const page = await ctx.services.memories.list(ns, {
      scope: args.scope,
      tags: parseTagsArgument(args.tags),
      agentName: args.agent_name,
      limit: args.limit ?? 50,
      cursor: args.cursor,
    });
    return inContext(ctx, ns, { memories: page.items, next_cursor: page.next_cursor });
  },
  text: (result, args) => compactItems(['memory', 'memories'], result.memories, { user_id: args.user_id, agent_name: args.agent_name, context: result.context },
    result.next_cursor ? `More: pass cursor ${JSON.stringify(result.next_cursor)}` : undefined),
};
