import { readOnly, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryFetch: ToolDefinition<'memory_fetch'> = {
  name: 'memory_fetch',
  title: 'Fetch a memory',
  description:
    'Read one memory in full (value, tags, importance, metadata, timestamps) by its key, e.g. a key returned by ' +
    'memory_search_ids, memory_list or memory_recall. The key names the agent\'s own memory, else the user\'s "global" ' +
    'one (the memory says its agent_name). With include_history it also returns the previous versions, newest first: ' +
    'every change kept the state it replaced, and storing an old value with memory_store restores it. Fails with ' +
    'MEMORY-001 when neither exists.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    if (args.include_history === true) {
      const history = await ctx.services.memories.history(ns, args.key, { limit: args.history_limit ?? 10 });
      return inContext(ctx, ns, { ...history });
    }
    return inContext(ctx, ns, { memory: await ctx.services.memories.get(ns, args.key) });
  },
};
