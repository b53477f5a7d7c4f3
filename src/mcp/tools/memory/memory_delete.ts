import { overwriting, type ToolDefinition } from '../types.js';
import { namespaceOf } from './namespace.js';

export const memoryDelete: ToolDefinition = {
  name: 'memory_delete',
  title: 'Delete a memory',
  description:
    'Permanently delete one memory by key, e.g. when the user asks to forget something or a fact is wrong. The deletion ' +
    'is recorded in the audit log. Fails with MEMORY-001 when the key does not exist.',
  group: 'memory',
  localOnly: false,
  annotations: overwriting,
  async run(args, ctx) {
    await ctx.services.memories.delete(namespaceOf(args, ctx), args.key as string);
    return { deleted: true, key: args.key as string };
  },
};
