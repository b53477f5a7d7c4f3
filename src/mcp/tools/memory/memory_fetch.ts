import { readOnly, type ToolDefinition } from '../types.js';
import { namespaceOf } from './namespace.js';

export const memoryFetch: ToolDefinition = {
  name: 'memory_fetch',
  title: 'Fetch a memory',
  description:
    'Read one memory in full (value, tags, importance, metadata, timestamps) by its key, e.g. a key returned by ' +
    'memory_search_ids or memory_list. Fails with MEMORY-001 when no such memory exists in this user and agent namespace.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    return { memory: await ctx.services.memories.get(namespaceOf(args, ctx), args.key as string) };
  },
};
