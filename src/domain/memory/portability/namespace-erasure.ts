/**
 * Forgetting a whole namespace: everything of one user (every agent) or of one agent of a
 * user, inside one context: its memories with their feedback and graph edges, the feedback it
 * gave, its recorded interactions with their graph nodes and edges (for a user, its whole
 * graph). Two steps: without `confirm` the call deletes nothing and answers the counts with a
 * `confirm` value bound to that namespace and caller for a few minutes
 * (erase-confirmation.ts); with it, everything is deleted in one transaction together with
 * an audit entry (`memory.namespace_erased`, counts in its details); once committed, the
 * memory-change listener hears that the namespace was forgotten (and that the user's
 * interactions changed, when some were erased).
 */
import type { AuditService } from '../../core/audit.js';
import { LOCAL_CONTEXT_ID } from '../../core/contexts.js';
import { AppError } from '../../errors/app-error.js';
import type { MemoryService } from '../memory-service.js';
import type { MemoryStores } from '../ports.js';
import type { MemoryContext } from '../types.js';
import { GLOBAL_AGENT } from '../types.js';
import { validateNamespaceNames } from '../validation.js';
import { callerIdentity, type EraseConfirmations } from './erase-confirmation.js';
import type { NamespaceCounts, NamespaceTarget } from './ports.js';
import type { MemoryPortability, PortabilityCaller } from './portability-service.js';

export interface ErasedNamespace {
  user_id: string;
  /** Null: every agent of the user. */
  agent_name: string | null;
}

export type EraseAnswer =
  | { status: 'confirmation_required'; namespace: ErasedNamespace; counts: NamespaceCounts; confirm: string; expires_at: string; context: MemoryContext }
  | { status: 'deleted'; namespace: ErasedNamespace; deleted: NamespaceCounts; context: MemoryContext };

export interface NamespaceErasureDeps {
  stores: Pick<MemoryStores, 'portability' | 'transaction'>;
  portability: MemoryPortability;
  /** Its caches forget the erased namespace; its change listener hears of the erasure. */
  memories: Pick<MemoryService, 'readCache' | 'exactIndex' | 'changes'>;
  /** The erasure is audited, in the erasing transaction. */
  audit: AuditService;
  confirmations: EraseConfirmations;
}

export class NamespaceErasure {
  private readonly stores: NamespaceErasureDeps['stores'];
  private readonly portability: MemoryPortability;
  private readonly memories: NamespaceErasureDeps['memories'];
  private readonly audit: AuditService;
  private readonly confirmations: EraseConfirmations;

  constructor(deps: NamespaceErasureDeps) {
    this.audit = deps.audit;
    this.stores = deps.stores;
    this.portability = deps.portability;
    this.memories = deps.memories;
    this.confirmations = deps.confirmations;
  }

  /**
   * `target.contextId` is already selected for a principal (X-Context-ID rules); the caller
   * must be able to write there. A `confirm` that is not the one issued for this namespace
   * and caller, or has lapsed, is MEMORY-007 and deletes nothing.
   */
  async erase(caller: PortabilityCaller, target: NamespaceTarget, confirm?: string): Promise<EraseAnswer> {
    validateNamespaceNames(target.userId, target.agentName ?? GLOBAL_AGENT);
    await this.portability.mayWrite(caller, target.contextId);
    const [context] = await this.stores.portability.contexts([target.contextId]);
    const label: MemoryContext = context ?? { id: target.contextId, name: '', kind: 'private' };
    const namespace: ErasedNamespace = { user_id: target.userId, agent_name: target.agentName ?? null };
    const who = callerIdentity(caller.principal);
    if (confirm === undefined) {
      const counts = await this.stores.portability.count(target);
      const issued = this.confirmations.issue(target, who);
      return { status: 'confirmation_required', namespace, counts, confirm: issued.confirm, expires_at: issued.expiresAt, context: label };
    }
    if (!this.confirmations.accepts(target, who, confirm)) throw new AppError('MEMORY-007');
    const deleted = await this.stores.transaction(async (tx) => {
      const counts = await tx.portability.erase(target);
      await this.audit.record({
        action: 'memory.namespace_erased',
        principal: caller.principal ?? { kind: 'local', contextId: LOCAL_CONTEXT_ID },
        contextId: target.contextId,
        targetType: 'namespace',
        targetId: target.agentName === undefined ? target.userId : `${target.userId}/${target.agentName}`,
        details: { user_id: target.userId, agent_name: target.agentName ?? null, by: caller.principal ? 'caller' : 'operator', ...counts },
        requestId: caller.requestId,
      }, tx);
      return counts;
    });
    // Keys of the namespace may be cached anywhere in these; erasure is rare, so start afresh.
    this.memories.readCache.clear();
    this.memories.exactIndex?.clear();
    const ns = { contextId: target.contextId, userId: target.userId, agentName: target.agentName };
    if (deleted.memories > 0) this.memories.changes.notify({ ...ns, kind: 'forgotten' });
    if (deleted.interactions > 0) this.memories.changes.notify({ ...ns, kind: 'interaction' });
    return { status: 'deleted', namespace, deleted, context: label };
  }
}
