/**
 * The contexts the signed-in account can read (GET /api/v1/me/contexts). Which ones is
 * decided by the context rules (ContextService.readableBy): a browser account never has a
 * role in the local context, which belongs to whoever runs the machine.
 */
import type { ContextService } from '../core/contexts.js';
import type { SessionPrincipal } from './deps.js';

const KIND_ORDER = { private: 0, workspace: 1, local: 2 } as const;

export async function listReadableContexts(contexts: ContextService, principal: SessionPrincipal) {
  const readable = await contexts.readableBy(principal);
  readable.sort((a, b) =>
    Number(b.id === principal.contextId) - Number(a.id === principal.contextId) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    a.name.localeCompare(b.name) ||
    a.id.localeCompare(b.id),
  );
  return {
    contexts: readable.map((c) => ({ id: c.id, name: c.name, kind: c.kind, role: c.role, owner_account_id: c.ownerAccountId, workspace_id: c.workspaceId })),
    default_context_id: principal.contextId,
  };
}
