/**
 * The dense side of recall where PostgreSQL has no pgvector: every vector of a namespace is
 * loaded once into one row-major float32 matrix and scanned exactly (cosine = dot product,
 * vectors are L2-normalised), in WebAssembly SIMD for namespaces of 256 KiB and more
 * (dense-scan.ts; the same numbers as the plain loop, bit for bit). 10k × 100: ~0.3 ms.
 *
 * Freshness: this process's writes update the cache in place (the worker adds vectors,
 * deletes and value changes drop them); writes by other processes show up when an entry
 * older than REFRESH_MS is reloaded in the background. The total size is bounded (least
 * recently used namespaces are evicted). Expiry and scope are re-checked against the
 * database when candidate rows are fetched, so a stale entry can only cost recall quality,
 * never show an invisible memory.
 */
import type { EmbeddingRepository, NamespaceRef, ReadScope } from './ports.js';
import type { MemoryScope } from './types.js';
import { DenseRows, dotAt } from './dense-scan.js';

const REFRESH_MS = 60_000;

interface Entry {
  dims: number;
  modelId: string;
  ids: string[];
  slotOf: Map<string, number>;
  scopes: MemoryScope[];
  expires: Float64Array;
  /** The vectors, row-major, and the scan's answer per row (one WebAssembly memory: dense-scan.ts). */
  rows: DenseRows;
  loadedAt: number;
  refreshing?: Promise<void>;
  /** Counts changes of the vectors and row order (puts, removes): a scan's cosines hold while it is unchanged. */
  version: number;
  /**
   * The query vector of the last scan and the version it saw: while both hold, `rows.dots` is
   * every row's cosine to it, and the pool's cosines (`similarities`) are read from there.
   */
  scan: { query: Float32Array | null; version: number };
}

/** The loaded vectors in a `DenseRows` of their own size (a put past it grows into a new one). */
function rowsOf(matrix: ArrayLike<number>, dims: number, count: number): DenseRows {
  const rows = new DenseRows(dims, Math.max(count, 1));
  rows.matrix.set(matrix);
  return rows;
}

function nsKey(ns: NamespaceRef): string {
  return `${ns.contextId}\u0000${ns.userId}\u0000${ns.agentName}`;
}

export interface ScoredMemoryId {
  id: string;
  similarity: number;
}

export class ExactVectorIndex {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();

  constructor(private readonly repo: EmbeddingRepository, private readonly maxBytes: number) {}

  /** Best `n` by cosine over the scope's namespaces, skipping expired and other-scope rows. */
  async topK(scope: ReadScope, query: Float32Array, modelId: string, n: number): Promise<ScoredMemoryId[]> {
    const now = Date.now();
    const best: ScoredMemoryId[] = [];
    let floor = -Infinity;
    for (const agentName of new Set(scope.agentNames)) {
      const entry = await this.entry({ contextId: scope.contextId, userId: scope.userId, agentName }, modelId, query.length);
      const { dims, expires, scopes, ids } = entry;
      // Every row's cosine at once (the same numbers as `dotAt`, bit for bit), then the top.
      const dots = entry.rows.scan(query, ids.length);
      entry.scan.query = query;
      entry.scan.version = entry.version;
      for (let row = 0; row < ids.length; row++) {
        if (expires[row]! <= now || (scope.scope && scopes[row] !== scope.scope)) continue;
        const dot = dots[row]!;
        if (best.length < n) {
          best.push({ id: ids[row]!, similarity: dot });
          if (best.length === n) {
            best.sort((a, b) => b.similarity - a.similarity);
            floor = best[n - 1]!.similarity;
          }
        } else if (dot > floor) {
          let i = n - 1;
          while (i > 0 && best[i - 1]!.similarity < dot) i--;
          best.splice(i, 0, { id: ids[row]!, similarity: dot });
          best.pop();
          floor = best[n - 1]!.similarity;
        }
      }
    }
    return best.sort((a, b) => b.similarity - a.similarity);
  }

  /** Exact cosine of cached memories to `query` (ids not cached are left out). */
  similarities(scope: ReadScope, ids: string[], query: Float32Array): Map<string, number> {
    const out = new Map<string, number>();
    for (const agentName of new Set(scope.agentNames)) {
      const entry = this.entries.get(nsKey({ contextId: scope.contextId, userId: scope.userId, agentName }));
      if (!entry) continue;
      const { scan, rows } = entry;
      const scanned = scan.query === query && scan.version === entry.version;
      for (const id of ids) {
        const row = entry.slotOf.get(id);
        if (row === undefined) continue;
        out.set(id, scanned ? rows.dots[row]! : dotAt(rows.matrix, row * entry.dims, query, entry.dims));
      }
    }
    return out;
  }

  /** The cached vector of one memory, if its namespace is loaded. */
  vectorOf(ns: NamespaceRef, id: string): Float32Array | null {
    const entry = this.entries.get(nsKey(ns));
    const row = entry?.slotOf.get(id);
    if (!entry || row === undefined) return null;
    return entry.rows.matrix.slice(row * entry.dims, (row + 1) * entry.dims);
  }

  /** A vector the worker just stored (only updates namespaces already loaded). */
  put(ns: NamespaceRef, id: string, vector: Float32Array, scope: MemoryScope, expiresAt: number): void {
    const entry = this.entries.get(nsKey(ns));
    if (!entry || vector.length !== entry.dims) return;
    let row = entry.slotOf.get(id);
    if (row === undefined) {
      row = entry.ids.length;
      this.grow(entry, row + 1);
      entry.ids.push(id);
      entry.scopes.push(scope);
      entry.slotOf.set(id, row);
    }
    entry.rows.matrix.set(vector, row * entry.dims);
    entry.version++;
    entry.scopes[row] = scope;
    entry.expires[row] = expiresAt;
    this.evict();
  }

  /** Scope or expiry changed without a new vector. */
  touch(ns: NamespaceRef, id: string, scope: MemoryScope, expiresAt: number): void {
    const entry = this.entries.get(nsKey(ns));
    const row = entry?.slotOf.get(id);
    if (!entry || row === undefined) return;
    entry.scopes[row] = scope;
    entry.expires[row] = expiresAt;
  }

  /** Deleted, or its value changed (the old vector no longer describes it). */
  remove(ns: NamespaceRef, id: string): void {
    const entry = this.entries.get(nsKey(ns));
    const row = entry?.slotOf.get(id);
    if (!entry || row === undefined) return;
    const last = entry.ids.length - 1;
    entry.version++;
    if (row !== last) {
      const movedId = entry.ids[last]!;
      entry.rows.matrix.copyWithin(row * entry.dims, last * entry.dims, (last + 1) * entry.dims);
      entry.ids[row] = movedId;
      entry.scopes[row] = entry.scopes[last]!;
      entry.expires[row] = entry.expires[last]!;
      entry.slotOf.set(movedId, row);
    }
    entry.ids.pop();
    entry.scopes.pop();
    entry.slotOf.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  private async entry(ns: NamespaceRef, modelId: string, dims: number): Promise<Entry> {
    const key = nsKey(ns);
    const existing = this.entries.get(key);
    if (existing && existing.modelId === modelId && existing.dims === dims) {
      this.entries.delete(key); // LRU: most recently used last
      this.entries.set(key, existing);
      if (Date.now() - existing.loadedAt > REFRESH_MS && !existing.refreshing) {
        existing.refreshing = this.load(ns, modelId, dims).then(() => undefined, () => { existing.refreshing = undefined; });
      }
      return existing;
    }
    return this.load(ns, modelId, dims);
  }

  private load(ns: NamespaceRef, modelId: string, dims: number): Promise<Entry> {
    const key = nsKey(ns);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.repo.loadVectors(ns, modelId, dims).then((stored) => {
        const entry: Entry = {
          dims,
          modelId,
          ids: stored.ids,
          slotOf: new Map(stored.ids.map((id, i) => [id, i])),
          scopes: stored.scopes,
          expires: Float64Array.from(stored.expiresAt),
          rows: rowsOf(stored.matrix, dims, stored.ids.length),
          loadedAt: Date.now(),
          version: 0,
          scan: { query: null, version: 0 },
        };
        this.entries.delete(key);
        this.entries.set(key, entry);
        this.evict();
        return entry;
      }).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private grow(entry: Entry, rows: number): void {
    if (entry.rows.capacity >= rows) return;
    const capacity = Math.max(rows, Math.ceil(entry.ids.length * 1.5) + 16);
    const grown = new DenseRows(entry.dims, capacity);
    grown.matrix.set(entry.rows.matrix.subarray(0, entry.ids.length * entry.dims));
    entry.rows = grown;
    const expires = new Float64Array(capacity);
    expires.set(entry.expires.subarray(0, entry.ids.length));
    entry.expires = expires;
  }

  private evict(): void {
    let total = 0;
    for (const e of this.entries.values()) total += e.rows.bytes + e.expires.byteLength;
    for (const [key, e] of this.entries) {
      if (total <= this.maxBytes || this.entries.size <= 1) break;
      total -= e.rows.bytes + e.expires.byteLength;
      this.entries.delete(key);
    }
  }
}
