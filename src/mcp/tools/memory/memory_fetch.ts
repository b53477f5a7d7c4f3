import { readOnly, type ToolDefinition } from '../types.js';
import { compactMemory } from './compact-text.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryFetch: ToolDefinition<'memory_fetch'> = {
  name: 'memory_fetch',
  title: 'Fetch a memory',
  description:
    'Read one memory in full by key (value, tags, metadata, times; include_history adds earlier versions). Use it when recall, search or list cut a value.',
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
  text: (result, args) => {
    const ns = { user_id: args.user_id, agent_name: args.agent_name, context: result.context };
    const versions = (result.versions ?? []).map((v) => `- v${v.version} (${v.written_at}): ${v.value}`);
    return [compactMemory('Memory', result.memory, ns), ...(versions.length ? [`Earlier versions (current v${result.current_version}):`, ...versions] : [])].join('\n');
  },
};
