import { overwriting, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryDelete: ToolDefinition = {
  name: 'memory_delete',
  title: 'Delete a memory',
  description:
    'Permanently delete one memory by key, e.g. when the user asks to forget something or a fact is wrong. The deletion ' +
    'is recorded in the audit log. The key names the agent\'s own memory, else the user\'s "global" one (the answer ' +
    'says which). Fails with MEMORY-001 when the key does not exist.',
  group: 'memory',
  localOnly: false,
  annotations: overwriting,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    const deleted = await ctx.services.memories.delete(ns, args.key as string);
    return inContext(ctx, ns, { deleted: true, key: deleted.key, agent_name: deleted.agent_name });
  },
};
