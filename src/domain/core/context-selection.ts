/**
 * Which context a memory or graph call addresses when the caller names one (REST header
 * X-Context-ID). The rule, per kind of caller:
 * - browser session and OAuth token: any context the account can read (ContextService.roleIn);
 *   an OAuth grant only has a default context, so its tokens may choose among the account's
 *   contexts. Writes are checked later (editor or owner; OAuth scopes) by the memory service;
 * - API key: only the context it was created for. Its owner chose that reach when creating it,
 *   and a leaked key for a shared workspace must not open the owner's private memories;
 * - anonymous loopback caller: only the local context; the machine's owner (CLI, stdio MCP):
 *   the local context, and the one `memplat mcp --context` pointed it at.
 * Anything else answers 404 MEMORY-005, the same for unknown and unreachable ids.
 */
import { AppError } from '../errors/app-error.js';
import { LOCAL_CONTEXT_ID, type ContextService, type ContextRole, type ReadableContext } from './contexts.js';
import type { Principal } from './principal.js';

export async function selectContext(contexts: ContextService, principal: Principal, requested: string | undefined): Promise<string> {
  if (requested === undefined) return principal.contextId;
  const id = requested.toLowerCase();
  if (id === principal.contextId.toLowerCase()) return principal.contextId;
  if (principal.kind === 'local' && id === LOCAL_CONTEXT_ID) return LOCAL_CONTEXT_ID;
  const chooses = principal.kind === 'session' || principal.kind === 'oauth';
  if (chooses && (await contexts.canRead(principal, id))) return id;
  throw new AppError('MEMORY-005');
}

/** A context the caller may name (X-Context-ID, a memory tool's `context_id`), with its role there. */
export interface SelectableContext {
  id: string;
  name: string;
  kind: ReadableContext['kind'];
  role: ContextRole;
  /** The context calls use when they name none. */
  default: boolean;
}

/**
 * Every context `selectContext` lets the caller name: for a browser session or an OAuth token
 * every context the account can read; for the machine's owner the local context and the one it
 * was pointed at; for an API key or an anonymous caller its own context only. Default first,
 * then by kind and name.
 */
export async function selectableContexts(contexts: ContextService, principal: Principal): Promise<SelectableContext[]> {
  const chooses = principal.kind === 'session' || principal.kind === 'oauth' || principal.kind === 'local';
  const own = principal.contextId.toLowerCase();
  const readable = (await contexts.readableBy(principal)).filter((c) => chooses || c.id === own);
  const order = { local: 0, private: 1, workspace: 2 } as const;
  return readable
    .map((c) => ({ id: c.id, name: c.name, kind: c.kind, role: c.role, default: c.id === own }))
    .sort((a, b) => Number(b.default) - Number(a.default) || order[a.kind] - order[b.kind] || a.name.localeCompare(b.name));
}
