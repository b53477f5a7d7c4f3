import { issuesAt, parseMemoryInput } from '../../../contract/memory-input.js';
import type { MemoryInput } from '../../../domain/memory/types.js';
import type { ToolAnnotations, ToolDefinition } from '../types.js';
import { compactMemory } from './compact-text.js';
import { inContext, namespaceOf, parseTagsArgument } from './namespace.js';

/**
 * Create-or-update by key. B3 names no update tool, so memory_store is the upsert: on an
 * existing key the value is replaced and only the optional fields given change (scope, tags,
 * importance, metadata keep their values otherwise); a new key takes the B3 defaults
 * (scope `working`, importance 0.5). "Existing" is what the key names for this agent: its
 * own memory, else the user's global one (domain/memory/key-resolution.ts), so a memory
 * recalled under this agent name is updated where it lives rather than shadowed. One service
 * call does it (MemoryService.upsert with `merge`: one transaction in the store). The schema carries no `default` keywords:
 * the validator would otherwise fill them in and an update could not tell them from given ones.
 */
/**
 * Not destructive: the state a store replaces is kept as a version (memory_fetch with
 * include_history), so an overwrite is recoverable. Idempotent: storing the same arguments
 * again leaves the memory as it was (and keeps no new version).
 */
const recoverableUpsert: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export const memoryStore: ToolDefinition<'memory_store'> = {
  name: 'memory_store',
  title: 'Store a memory',
  description:
    'Save a memory, or update the one with this key (the replaced value stays in its history). Without scope it is working memory and expires after WORKING_MEMORY_TTL_SECONDS (24 h by default): store facts about the user, preferences and decisions with scope "persistent".',
  group: 'memory',
  localOnly: false,
  annotations: recoverableUpsert,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    const input: MemoryInput = { key: args.key, value: args.value };
    if (args.scope !== undefined) input.scope = args.scope;
    if (args.tags !== undefined) input.tags = parseTagsArgument(args.tags);
    if (args.importance !== undefined) input.importance = args.importance;
    if (args.metadata !== undefined) input.metadata = args.metadata;
    if (args.occurred_at !== undefined) input.occurred_at = args.occurred_at;
    // The arguments passed the tool's schema; the memory's own (tags, once read from their JSON) and its rules are checked here.
    const parsed = parseMemoryInput(input);
    const { memory, created } = await issuesAt('body', () => ctx.services.memories.upsert(ns, parsed, { merge: true, defaultScope: 'working' }));
    return inContext(ctx, ns, { memory, created, duplicate_of: memory.duplicate_of });
  },
  text: (result, args) => {
    const verb = result.created ? 'Stored' : 'Updated';
    const duplicate = result.duplicate_of ? `\nSame text as ${result.duplicate_of.key}` : '';
    return compactMemory(verb, result.memory, { user_id: args.user_id, agent_name: args.agent_name, context: result.context }) + duplicate;
  },
};
