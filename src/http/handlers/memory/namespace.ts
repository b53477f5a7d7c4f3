/**
 * The memory namespace of a REST call: the context (the caller's default, or the one named
 * by X-Context-ID when the caller may use it: see domain/core/context-selection.ts), the
 * user from X-User-ID (default: the API key's user, else `default_user`) and the agent from
 * X-Agent-Name (default `global`). Every memory and graph handler resolves it here.
 */
import type { RequestContext } from '../../handler-types.js';
import { selectContext } from '../../../domain/core/context-selection.js';
import { DEFAULT_USER_ID, GLOBAL_AGENT, type MemoryNamespace } from '../../../domain/memory/types.js';

export async function memoryNamespace(c: Pick<RequestContext, 'principal' | 'headers' | 'requestId' | 'services'>): Promise<MemoryNamespace> {
  const p = c.principal;
  const fallbackUser = p.kind === 'apiKey' ? p.userId : p.kind === 'anonymous' && p.userId ? p.userId : DEFAULT_USER_ID;
  return {
    principal: p,
    contextId: await selectContext(c.services.contexts, p, c.headers['x-context-id']),
    userId: c.headers['x-user-id'] ?? fallbackUser,
    agentName: c.headers['x-agent-name'] ?? GLOBAL_AGENT,
    requestId: c.requestId,
  };
}
