import { overwriting, type ToolArgs, type ToolContext, type ToolDefinition } from '../types.js';
import { ToolError } from '../tool-error.js';
import { inContext, namespaceOf } from './namespace.js';

/**
 * `forget`: everything of the agent namespace (`agent`) or of the user (`user`), through the
 * same two-step erasure as REST's POST /api/v1/forget (the first call answers the counts and a
 * confirmation bound to the namespace and the caller; the second, with it, deletes and audits).
 */
async function forget(args: ToolArgs, ctx: ToolContext) {
  const ns = namespaceOf(args, ctx);
  const erasure = ctx.services.erasure;
  if (!erasure) throw new ToolError('MCP-007', 'memory_delete with forget is not available on this server');
  const answer = await erasure.erase(
    { principal: ctx.principal, requestId: ctx.requestId },
    { contextId: ns.contextId, userId: ns.userId, agentName: args.forget === 'agent' ? ns.agentName : undefined },
    typeof args.confirm === 'string' ? args.confirm : undefined,
  );
  if (answer.status === 'deleted') return { deleted: true, namespace: answer.namespace, counts: answer.deleted, context: answer.context };
  return { deleted: false, namespace: answer.namespace, counts: answer.counts, confirm: answer.confirm, expires_at: answer.expires_at, context: answer.context };
}

export const memoryDelete: ToolDefinition<'memory_delete'> = {
  name: 'memory_delete',
  title: 'Delete a memory',
  description:
    'Delete one memory by key, or with forget ("agent" or "user") a whole namespace after a confirm round. Only when the user asks to forget or a fact is wrong.',
  group: 'memory',
  localOnly: false,
  annotations: overwriting,
  async run(args, ctx) {
    const key = args.key;
    if ((key === undefined) === (args.forget === undefined)) {
      throw new ToolError('MCP-008', 'Invalid tool arguments: give either key (one memory) or forget ("agent" or "user"), not both or neither', { argument: 'key' });
    }
    if (key === undefined) return forget(args, ctx);
    if (args.confirm !== undefined) throw new ToolError('MCP-008', 'Invalid tool arguments: confirm goes with forget, not with key', { argument: 'confirm' });
    const ns = namespaceOf(args, ctx);
    const deleted = await ctx.services.memories.delete(ns, key);
    return inContext(ctx, ns, { deleted: true, key: deleted.key, agent_name: deleted.agent_name });
  },
};
