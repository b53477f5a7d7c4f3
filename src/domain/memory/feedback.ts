/**
 * Feedback rules: what a feedback call may target and how the net score is reported.
 * A target is a memory (by key in the caller's namespace, or a `memory:` node id) or any
 * other graph node of the user; only memory feedback changes ranking (ranking/signals.ts).
 */
import { AppError, FieldValidationError } from '../errors/app-error.js';
import { nodeId, parseNodeId } from './node-ids.js';
import type { FeedbackSummary } from './ranking/signals.js';
import type { MemoryRepository, MemoryStores, NamespaceRef, ReadScope } from './ports.js';
import type { FeedbackLabel, Memory } from './types.js';
import { isUuid } from '../core/ids.js';

const LABELS: readonly string[] = ['useful', 'irrelevant', 'outdated'];

export function validateFeedback(target: { key?: string; nodeId?: string }, label: FeedbackLabel, weight: number): void {
  const issues = [];
  const hasKey = target.key !== undefined && target.key !== null;
  const hasNode = target.nodeId !== undefined && target.nodeId !== null;
  if (hasKey === hasNode) issues.push({ loc: [], msg: 'give exactly one of key or node_id', type: 'value_error.one_of' });
  if (hasNode && (typeof target.nodeId !== 'string' || target.nodeId.length === 0 || target.nodeId.length > 300)) {
    issues.push({ loc: ['node_id'], msg: 'must be 1 to 300 characters', type: 'value_error.string' });
  }
  if (hasKey && (typeof target.key !== 'string' || target.key.trim().length === 0 || target.key.length > 256)) {
    issues.push({ loc: ['key'], msg: 'must be 1 to 256 characters', type: 'value_error.string' });
  }
  if (!LABELS.includes(label)) issues.push({ loc: ['label'], msg: "must be one of 'useful', 'irrelevant', 'outdated'", type: 'enum' });
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < -1 || weight > 1) {
    issues.push({ loc: ['weight'], msg: 'must be a number from -1.0 to 1.0', type: 'value_error.number' });
  }
  if (issues.length) throw new FieldValidationError(issues);
}

/** Net feedback in [-1, 1]: useful minus irrelevant (saturating), minus outdated. */
export function feedbackScore(summary: FeedbackSummary): number {
  const net = Math.tanh((summary.useful ?? 0) - (summary.irrelevant ?? 0)) - Math.min(1, summary.outdated ?? 0);
  return Math.round(Math.max(-1, Math.min(1, net)) * 10_000) / 10_000;
}

export class FeedbackTargets {
  constructor(private readonly repos: Pick<MemoryStores, 'memories' | 'graph'>) {}

  /** The memory (if any) and canonical node id a feedback call targets; 404 when absent. */
  async resolve(ref: NamespaceRef, scope: ReadScope, target: { key?: string; nodeId?: string }): Promise<{ memoryId: string | null; nodeId: string }> {
    if (target.key !== undefined) {
      // The key names what the caller sees: its agent's own memory, else the user's global one.
      const memory = (await this.repos.memories.get(ref, target.key)) ?? (await this.repos.memories.findVisibleByKey(scope, target.key));
      if (!memory) throw new AppError('MEMORY-001', { details: { key: target.key } });
      return { memoryId: memory.id, nodeId: nodeId('memory', memory.id) };
    }
    const raw = target.nodeId!;
    const parsed = parseNodeId(raw);
    if (parsed?.type === 'memory') {
      const memory = await resolveMemoryRef(this.repos.memories, ref, scope, parsed.ref);
      if (!memory) throw new AppError('GRAPH-001', { details: { node_id: raw } });
      return { memoryId: memory.id, nodeId: nodeId('memory', memory.id) };
    }
    if (!parsed || !(await this.repos.graph.nodeExists(ref, raw, scope.agentNames))) {
      throw new AppError('GRAPH-001', { details: { node_id: raw } });
    }
    return { memoryId: null, nodeId: raw };
  }
}

/**
 * A memory named by a node reference: first a key in the caller's exact namespace, then a
 * key in the read scope (the user's global memories), then a memory id in the read scope.
 */
export async function resolveMemoryRef(memories: MemoryRepository, ref: NamespaceRef, scope: ReadScope, keyOrId: string): Promise<Memory | null> {
  const byKey = (await memories.get(ref, keyOrId)) ?? (await memories.findVisibleByKey(scope, keyOrId));
  if (byKey) return byKey;
  return isUuid(keyOrId) ? memories.findVisibleById(scope, keyOrId) : null;
}
