/**
 * Which context a memory or graph call addresses when the caller names one (REST header
 * X-Context-ID). The rule, per kind of caller:
 * - browser session and OAuth token: any context the account can read (ContextService.roleIn);
 *   an OAuth grant only has a default context, so its tokens may choose among the account's
 *   contexts. Writes are checked later (editor or owner; OAuth scopes) by the memory service;
 * - API key: only the context it was created for. Its owner chose that reach when creating it,
 *   and a leaked key for a shared workspace must not open the owner's private memories;
 * - anonymous loopback caller and the machine's owner: only the local context.
 * Anything else answers 404 MEMORY-005, the same for unknown and unreachable ids.
 */
import { AppError } from '../errors/app-error.js';
import type { ContextService } from './contexts.js';
import type { Principal } from './principal.js';

export async function selectContext(contexts: ContextService, principal: Principal, requested: string | undefined): Promise<string> {
  if (requested === undefined) return principal.contextId;
  const id = requested.toLowerCase();
  if (id === principal.contextId.toLowerCase()) return principal.contextId;
  const chooses = principal.kind === 'session' || principal.kind === 'oauth';
  if (chooses && (await contexts.canRead(principal, id))) return id;
  throw new AppError('MEMORY-005');
}
