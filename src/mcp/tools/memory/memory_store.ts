import type { MemoryScope } from '../../../domain/memory/types.js';
import { overwriting, type ToolDefinition } from '../types.js';
import { namespaceOf, parseTagsArgument } from './namespace.js';

export const memoryStore: ToolDefinition = {
  name: 'memory_store',
  title: 'Store a memory',
  description:
    'Save a fact, preference, decision or piece of task context so it can be recalled later. Use it whenever the user ' +
    'tells you something worth remembering. Storing an existing key replaces that memory. Use scope "persistent" for ' +
    'lasting facts and the default "working" for short-lived task context (it expires); agent_name "global" shares the ' +
    'memory across threads and agents. tags is a string holding a JSON array, e.g. ["preferences"].',
  group: 'memory',
  localOnly: false,
  annotations: overwriting,
  async run(args, ctx) {
    const { memory, created } = await ctx.services.memories.upsert(namespaceOf(args, ctx), {
      key: args.key as string,
      value: args.value as string,
      scope: (args.scope as MemoryScope | undefined) ?? 'working',
      tags: parseTagsArgument(args.tags),
      importance: (args.importance as number | undefined) ?? 0.5,
      metadata: args.metadata as Record<string, unknown> | undefined,
    });
    return { memory, created };
  },
};
