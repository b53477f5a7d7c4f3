/**
 * Helpers shared by the memory tools: the namespace a call addresses (the context `context_id`
 * chose, else the caller's default one; the `user_id` and `agent_name` arguments, like X-User-ID / X-Agent-Name on REST), the
 * context every answer names, and the `tags` argument (an array, or a string holding one).
 */
import { GLOBAL_AGENT, type MemoryContext, type MemoryNamespace } from '../../../domain/memory/types.js';
import { ToolError } from '../tool-error.js';
import type { ToolArgs, ToolContext } from '../types.js';

/** The tool's answer with the context it used (every memory answer says which context that was). */
export async function inContext<T extends Record<string, unknown>>(ctx: ToolContext, ns: MemoryNamespace, answer: T): Promise<T & { context: MemoryContext }> {
  return { ...answer, context: await ctx.services.memories.contextOf(ns) };
}

export function namespaceOf(args: ToolArgs, ctx: ToolContext): MemoryNamespace {
  return {
    principal: ctx.principal,
    contextId: ctx.contextId ?? ctx.principal.contextId,
    userId: String(args.user_id),
    agentName: typeof args.agent_name === 'string' ? args.agent_name : GLOBAL_AGENT,
    requestId: ctx.requestId,
  };
}

/**
 * `["a","b"]` or `'["a","b"]'` -> `['a', 'b']`: models send a real array, the interface's
 * clients a string holding one; anything else is a tool error naming the argument.
 */
export function parseTagsArgument(raw: unknown, argument = 'tags'): string[] | undefined {
  if (raw === undefined) return undefined;
  const refuse = (why: string): never => {
    throw new ToolError('MCP-008', `Invalid tool arguments: ${argument} must be a string holding a JSON array of strings, or that array itself, e.g. ["work","preferences"] (${why})`, { argument });
  };
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return refuse('not valid JSON');
    }
  }
  if (!Array.isArray(parsed)) return refuse('not a JSON array');
  if (!parsed.every((t) => typeof t === 'string')) return refuse('an item is not a string');
  return parsed as string[];
}
