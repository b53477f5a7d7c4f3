/**
 * The memory namespace of a REST call: the principal's context, the user from X-User-ID
 * (default: the API key's user, else `default_user`) and the agent from X-Agent-Name
 * (default `global`).
 */
import type { OperationContext } from '../../handler-types.js';
import { DEFAULT_USER_ID, GLOBAL_AGENT, type MemoryNamespace } from '../../../domain/memory/types.js';

export function memoryNamespace(c: Pick<OperationContext, 'principal' | 'headers' | 'requestId'>): MemoryNamespace {
  const p = c.principal;
  const fallbackUser = p.kind === 'apiKey' ? p.userId : p.kind === 'anonymous' && p.userId ? p.userId : DEFAULT_USER_ID;
  return {
    principal: p,
    contextId: p.contextId,
    userId: c.headers['x-user-id'] ?? fallbackUser,
    agentName: c.headers['x-agent-name'] ?? GLOBAL_AGENT,
    requestId: c.requestId,
  };
}

/** A path parameter as the client meant it (the router leaves percent-escapes in place). */
export function pathParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
