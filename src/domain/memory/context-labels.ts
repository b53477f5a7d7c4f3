/**
 * The id, name and kind of the context an answer used, so every memory answer can say which
 * one it was (an OAuth client seeing the account's private context and a curl call seeing the
 * local one otherwise look alike). Names change rarely: they are remembered for a minute.
 */
import { inProcessCache } from '../core/cache/cache.js';
import type { ContextLabelRepository } from './ports.js';
import type { MemoryContext } from './types.js';

const LABEL_CACHE_MS = 60_000;
const LABEL_CACHE_MAX = 10_000;

export class ContextLabels {
  private readonly cache = inProcessCache<string, MemoryContext>({ max: LABEL_CACHE_MAX, ttlMs: LABEL_CACHE_MS });

  constructor(private readonly repo: ContextLabelRepository) {}

  async of(contextId: string): Promise<MemoryContext> {
    const hit = this.cache.get(contextId);
    if (hit) return hit;
    // A context the caller was just let into exists; a row gone meanwhile (erased) still answers by id.
    const label = (await this.repo.label(contextId)) ?? { id: contextId, name: '', kind: 'private' as const };
    this.cache.set(contextId, label);
    return label;
  }
}
