import { selectableContexts, type SelectableContext } from '../../../domain/core/context-selection.js';
import { readOnly, type ToolContext, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

/** The contexts the caller may name; without the context service (unit tests) its own only. */
async function usableContexts(ctx: ToolContext): Promise<SelectableContext[]> {
  if (ctx.services.contexts) return selectableContexts(ctx.services.contexts, ctx.principal);
  const own = await ctx.services.memories.contextOf({ principal: ctx.principal, contextId: ctx.principal.contextId, userId: 'default_user', agentName: 'global' });
  return [{ ...own, role: 'owner', default: true }];
}

export const memoryStats: ToolDefinition<'memory_stats'> = {
  name: 'memory_stats',
  title: 'Memory statistics',
  description:
    'Count a user\'s memories (total, working, persistent, per tag) and list the contexts you may pass as context_id. Use it for an overview.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    const stats = await ctx.services.memories.stats(ns);
    return inContext(ctx, ns, { ...stats, contexts: await usableContexts(ctx) });
  },
};
