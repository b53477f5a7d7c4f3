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
    'Count a user\'s memories in one agent namespace: total, working, persistent, still being indexed, per tag, and ' +
    'when the last one changed, and every context you may use (pass one\'s id as context_id to any memory tool; ' +
    'the default one is used otherwise). Use it to get an overview before listing or cleaning up, and to find ' +
    'memories stored in another context (e.g. a workspace).',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    const stats = await ctx.services.memories.stats(ns);
    return inContext(ctx, ns, { ...stats, contexts: await usableContexts(ctx) });
  },
};
