/**
 * The lexical side of recall in process, for the embedded store (PGlite runs PostgreSQL on the
 * node's one thread, where ts_rank per lexeme and matched row was most of a recall's cost).
 * Per namespace, the postings of every memory as its stored tsvector holds them (lexemes and
 * term frequencies PostgreSQL computed: no stemming or stop words here), loaded on first use.
 * BM25 is the SQL's (memory-recall/bm25-sql.ts) term for term and in the same order: same
 * k1, b, IDF, weights, the same memories selecting, the top `perSide` with ties by id; the
 * query's lexemes still come from PostgreSQL. Only the MaxScore pruning of the SQL is left
 * out (it never changes the SQL's answer), and a query of common lexemes only goes to the SQL.
 *
 * Freshness: before each recall the namespace's rows written by transactions the last look's
 * database snapshot did not see replace their postings (postings-sql.ts: by transaction, not
 * by clock, so a long transaction, an import keeping its record's time or a replaced expired
 * memory is never missed; when nothing committed since, the rows are not read). Every row the
 * table holds is then held here, so holding more than the table's row count means memories
 * were deleted (deletes, purges, erasure): their ids are read and the missing ones dropped.
 * Expiry and scope are checked per query at the SQL transaction's clock; candidate rows are
 * read back from the database with its visibility rule.
 */
import { RANKING_DEFAULTS } from './ranking/ranking-defaults.js';
import type { CorpusStats, LexicalQuery, LexicalRanking, MemoryPostings, NamespaceRef, PostingsChanges, ReadScope } from './ports.js';

interface Entry {
  docs: Map<string, MemoryPostings>;
  /** Lexeme → memories holding it. */
  postings: Map<string, Set<string>>;
  /** Database snapshot of the last look (PostingsChanges.snapshot). */
  snapshot: string;
}

export interface PostingsSource {
  postingsSince(ns: NamespaceRef, since: string | null): Promise<PostingsChanges>;
  memoryIds(ns: NamespaceRef): Promise<string[]>;
}

function nsKey(ns: NamespaceRef): string {
  return `${ns.contextId}\u0000${ns.userId}\u0000${ns.agentName}`;
}

const byScoreThenId = (a: { id: string; score: number }, b: { id: string; score: number }) =>
  b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class ExactLexicalIndex {
  private readonly entries = new Map<string, Entry>();
  private readonly syncing = new Map<string, Promise<Entry>>();
  private readonly bm25 = RANKING_DEFAULTS.bm25;

  /** `maxDocuments`: memories held over all namespaces; least recently used namespaces go first. */
  constructor(private readonly source: PostingsSource, private readonly maxDocuments = 2_000_000) {}

  /** Brings the scope's namespaces up to date with the table (one statement each). */
  async sync(scope: ReadScope): Promise<void> {
    await Promise.all([...new Set(scope.agentNames)].map((agentName) => this.syncNamespace({ contextId: scope.contextId, userId: scope.userId, agentName })));
  }

  /**
   * The lexical side of one round as the SQL gives it (null: let the SQL run it, when a
   * namespace is not loaded or every lexeme is common).
   */
  rank(scope: ReadScope, q: LexicalQuery, corpus: CorpusStats, perSide: number): LexicalRanking | null {
    const entries: Entry[] = [];
    for (const agentName of new Set(scope.agentNames)) {
      const entry = this.entries.get(nsKey({ contextId: scope.contextId, userId: scope.userId, agentName }));
      if (!entry) return null;
      entries.push(entry);
    }
    const { lexemes, weights } = q;
    if (lexemes.length === 0) return { ids: [], scores: [], score: () => 0 };
    const { now } = q;
    const visible = (d: MemoryPostings) => d.expiresAt > now && (!scope.scope || d.scope === scope.scope);
    // Per lexeme, the visible memories holding it with its term frequency there.
    const holders = lexemes.map((l) => {
      const found = new Map<string, number>();
      for (const e of entries) for (const id of e.postings.get(l) ?? []) {
        const d = e.docs.get(id)!;
        if (visible(d)) found.set(id, d.tfs[d.lexemes.indexOf(l)]!);
      }
      return found;
    });
    const docOf = (id: string) => {
      for (const e of entries) { const d = e.docs.get(id); if (d) return d; }
      return undefined;
    };
    const n = Math.max(1, corpus.documents);
    const avgdl = Math.max(1, corpus.averageLength);
    const cap = q.commonDocuments;
    const selective = lexemes.map((_, i) => cap === null || holders[i]!.size < cap);
    if (!selective.some(Boolean)) return null;
    // IDF as the SQL has it: from the capped counts (clamped to N), or counted over the matched rows.
    const idfs = holders.map((h) => {
      const df = cap === null ? h.size : Math.min(Math.max(0, Math.min(h.size, cap)), n);
      return Math.log(1 + (n - df + 0.5) / (df + 0.5));
    });
    const { k1, b } = this.bm25;
    const scored = new Map<string, number>();
    for (let i = 0; i < lexemes.length; i++) {
      if (!selective[i]) continue;
      for (const id of holders[i]!.keys()) {
        if (scored.has(id)) continue;
        const norm = k1 * (1 - b + (b * docOf(id)!.length) / avgdl);
        let sum = 0;
        for (let j = 0; j < lexemes.length; j++) {
          const tf = holders[j]!.get(id) ?? 0;
          const w = weights[j] ?? 1;
          sum += ((w !== 1 ? w * idfs[j]! : idfs[j]!) * tf * (k1 + 1)) / (tf + norm);
        }
        scored.set(id, sum);
      }
    }
    const top = [...scored].map(([id, score]) => ({ id, score })).sort(byScoreThenId).slice(0, perSide);
    return { ids: top.map((t) => t.id), scores: top.map((t) => t.score), score: (id) => scored.get(id) ?? 0 };
  }

  clear(): void {
    this.entries.clear();
  }

  private syncNamespace(ns: NamespaceRef): Promise<Entry> {
    const key = nsKey(ns);
    let pending = this.syncing.get(key);
    if (!pending) {
      pending = this.refresh(key, ns).finally(() => this.syncing.delete(key));
      this.syncing.set(key, pending);
    }
    return pending;
  }

  private async refresh(key: string, ns: NamespaceRef): Promise<Entry> {
    let entry = this.entries.get(key);
    if (entry && !(await this.update(entry, ns))) entry = undefined;
    if (!entry) {
      const all = await this.source.postingsSince(ns, null);
      entry = { docs: new Map(), postings: new Map(), snapshot: all.snapshot };
      for (const d of all.changed) this.put(entry, d);
    }
    this.entries.delete(key); // LRU: most recently used last
    this.entries.set(key, entry);
    this.evict();
    return entry;
  }

  /**
   * Applies what committed since the entry's snapshot (false: it cannot be, load it whole).
   * Everything is read before anything changes, so a ranking running meanwhile sees the entry
   * before or after, never half of it.
   */
  private async update(entry: Entry, ns: NamespaceRef): Promise<boolean> {
    const changes = await this.source.postingsSince(ns, entry.snapshot);
    if (changes.total === null) return true; // nothing committed since
    // Every row of the table in that snapshot was loaded before it or changed since, so the
    // memories held afterwards are the table's rows plus the deleted ones (never fewer).
    const held = entry.docs.size + changes.changed.filter((d) => !entry.docs.has(d.id)).length;
    if (held < changes.total) return false;
    const present = held > changes.total ? new Set(await this.source.memoryIds(ns)) : null;
    for (const d of changes.changed) this.put(entry, d);
    // Ids read after the snapshot: rows written since are absent here and come with the next look.
    if (present) for (const id of [...entry.docs.keys()]) if (!present.has(id)) this.remove(entry, id);
    entry.snapshot = changes.snapshot;
    return true;
  }

  private put(entry: Entry, d: MemoryPostings): void {
    this.remove(entry, d.id);
    entry.docs.set(d.id, d);
    for (const l of d.lexemes) {
      let set = entry.postings.get(l);
      if (!set) entry.postings.set(l, (set = new Set()));
      set.add(d.id);
    }
  }

  private remove(entry: Entry, id: string): void {
    const old = entry.docs.get(id);
    if (!old) return;
    entry.docs.delete(id);
    for (const l of old.lexemes) {
      const set = entry.postings.get(l);
      set?.delete(id);
      if (set?.size === 0) entry.postings.delete(l);
    }
  }

  private evict(): void {
    let total = 0;
    for (const e of this.entries.values()) total += e.docs.size;
    for (const [key, e] of this.entries) {
      if (total <= this.maxDocuments || this.entries.size <= 1) break;
      total -= e.docs.size;
      this.entries.delete(key);
    }
  }
}
