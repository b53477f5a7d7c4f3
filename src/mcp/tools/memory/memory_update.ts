import type { MemoryPatch, MemoryScope } from '../../../domain/memory/types.js';
import { ToolError } from '../tool-error.js';
import { overwriting, type ToolDefinition } from '../types.js';
import { namespaceOf, parseTagsArgument } from './namespace.js';

export const memoryUpdate: ToolDefinition = {
  name: 'memory_update',
  title: 'Update a memory',
  description:
    'Change some fields of an existing memory (value, scope, tags, importance or metadata) without resending the rest, ' +
    'e.g. to raise its importance, retag it, or make a working memory persistent. Fails when the key does not exist; ' +
    'use memory_store to create. tags is a string holding a JSON array and replaces all tags.',
  group: 'memory',
  localOnly: false,
  annotations: overwriting,
  async run(args, ctx) {
    const patch: MemoryPatch = {};
    if (args.value !== undefined) patch.value = args.value as string;
    if (args.scope !== undefined) patch.scope = args.scope as MemoryScope;
    if (args.tags !== undefined) patch.tags = parseTagsArgument(args.tags);
    if (args.importance !== undefined) patch.importance = args.importance as number;
    if (args.metadata !== undefined) patch.metadata = args.metadata as Record<string, unknown>;
    if (Object.keys(patch).length === 0) {
      throw new ToolError('MCP-008', 'Invalid tool arguments: give at least one of value, scope, tags, importance, metadata');
    }
    const memory = await ctx.services.memories.update(namespaceOf(args, ctx), args.key as string, patch);
    return { memory };
  },
};
