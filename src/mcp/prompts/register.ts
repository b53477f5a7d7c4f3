/**
 * prompts/list, prompts/get and completion/complete: argument completion for the prompts'
 * user_id and agent_name and for the memory template's variables (user, agent, key), from the
 * caller's own memories, at most 100 values as MCP allows.
 */
import {
  CompleteRequestSchema, ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema, McpError, type CompleteResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../../domain/core/principal.js';
import { GLOBAL_AGENT } from '../../domain/memory/types.js';
import { answering, defaultUserOf, namespaceFor, type McpSurface, type RequestExtra } from '../resources/surface.js';
import { TEMPLATES } from '../resources/uris.js';
import { buildPrompt, PROMPTS } from './prompts.js';

const MAX_VALUES = 100;
const SCAN = 200;

function completion(candidates: Iterable<string>, typed: string): CompleteResult {
  const prefix = typed.toLowerCase();
  const matching = [...new Set(candidates)].filter((c) => c.toLowerCase().startsWith(prefix)).sort();
  return { completion: { values: matching.slice(0, MAX_VALUES), total: matching.length, hasMore: matching.length > MAX_VALUES } };
}

async function agentsOf(surface: McpSurface, principal: Principal, userId: string): Promise<string[]> {
  const page = await surface.services.memories.list(namespaceFor(principal, userId), { agentName: '*', limit: SCAN });
  return [GLOBAL_AGENT, ...page.items.map((m) => m.agent_name)];
}

async function keysOf(surface: McpSurface, principal: Principal, userId: string, agent: string): Promise<string[]> {
  const page = await surface.services.memories.list(namespaceFor(principal, userId, agent), { agentName: agent, limit: SCAN });
  return page.items.map((m) => m.key);
}

export function registerPrompts(surface: McpSurface): void {
  const { server } = surface;
  const principal = (extra: unknown) => surface.principalOf(extra as RequestExtra);

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: PROMPTS }));

  server.setRequestHandler(GetPromptRequestSchema, async (request, extra) => answering(surface, 'prompts/get', async () => {
    const { name, arguments: args = {} } = request.params;
    const prompt = PROMPTS.find((p) => p.name === name);
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt ${JSON.stringify(name)}; prompts/list shows this server's prompts`);
    const missing = (prompt.arguments ?? []).filter((a) => a.required && !args[a.name]?.trim()).map((a) => a.name);
    if (missing.length) throw new McpError(ErrorCode.InvalidParams, `Prompt ${name} needs the argument(s) ${missing.join(', ')}`);
    return (await buildPrompt(surface, principal(extra), name, args))!;
  }));

  server.setRequestHandler(CompleteRequestSchema, async (request, extra) => answering(surface, 'completion/complete', async () => {
    const { ref, argument, context } = request.params;
    const caller = principal(extra);
    const known = context?.arguments ?? {};
    const userId = known.user_id?.trim() || defaultUserOf(caller);
    if (ref.type === 'ref/prompt') {
      const prompt = PROMPTS.find((p) => p.name === ref.name);
      if (!prompt) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt ${JSON.stringify(ref.name)}`);
      if (!prompt.arguments?.some((a) => a.name === argument.name)) throw new McpError(ErrorCode.InvalidParams, `Prompt ${ref.name} has no argument ${argument.name}`);
    } else if (ref.uri !== TEMPLATES.memory && ref.uri !== TEMPLATES.recent && ref.uri !== TEMPLATES.pattern) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown resource template ${ref.uri}`);
    }
    switch (argument.name) {
      case 'user_id':
        return completion([defaultUserOf(caller)], argument.value);
      case 'agent_name':
        return completion(await agentsOf(surface, caller, userId), argument.value);
      case 'key':
        return completion(await keysOf(surface, caller, userId, known.agent_name?.trim() || GLOBAL_AGENT), argument.value);
      default:
        return completion([], argument.value);
    }
  }));
}
