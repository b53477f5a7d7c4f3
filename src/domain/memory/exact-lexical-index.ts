/**
 * The lexical side of recall in process, for the embedded store (PGlite runs PostgreSQL on the
 * node's one thread, where ts_rank per lexeme and matched row was most of a recall's cost).
 * Per namespace, the postings of every memory as its stored tsvector holds them (lexemes and
 * term frequencies PostgreSQL computed: no stemming or stop words here), loaded on first use.
 * Ranking them is the SQL's BM25 in process (lexical-bm25.ts); the query's lexemes still come
 * from PostgreSQL, and a query of common lexemes only goes to the SQL.
 *
 * Freshness: before each recall (on the embedded store, only when this process wrote since the
 * last look: local-writes.ts) the namespace's rows written by transactions the last look's
 * database snapshot did not see replace their postings (postings-sql.ts: by transaction, not
 * by clock, so a long transaction, an import keeping its record's time or a replaced expired
 * memory is never missed; when nothing committed since, the rows are not read). Every row the
 * table holds is then held here, so holding more than the table's row count means memories
 * were deleted (deletes, purges, erasure): their ids are read and the missing ones dropped.
 * Expiry and scope are checked per query at the SQL transaction's clock; candidate rows are
 * read back from the database with its visibility rule.
 */
import { RANKING_DEFAULTS } from './ranking/ranking-defaults.js';
import { ChronologicalOrder } from './chronological-order.js';
import { LexemeNumbers, Postings, scopeView, type Entry, type Held, type ScopeView } from './lexical-postings.js';
import { rankBm25 } from './lexical-bm25.js';
import { SavedLexicalSums } from './saved-lexical-sums.js';
import type { CorpusStats, LexicalQuery, LexicalRanking, LexicalTop, LocalWrites, MemoryPostings, NamespaceRef, PostingsChanges, ReadScope } from './ports.js';

export type { ScopeView };

export interface PostingsSource {
  postingsSince(ns: NamespaceRef, since: string | null): Promise<PostingsChanges>;
  memoryIds(ns: NamespaceRef): Promise<string[]>;
}

function nsKey(ns: NamespaceRef): string {
  return `${ns.contextId}\u0000${ns.userId}\u0000${ns.agentName}`;
}

export class ExactLexicalIndex {
  private readonly entries = new Map<string, Entry>();
  private readonly syncing = new Map<string, Promise<Entry>>();
  private readonly bm25 = RANKING_DEFAULTS.bm25;
  private nextSlot = 0;
  private freeSlots: number[] = [];
  /** Counts every put and remove: sums kept from a ranking are valid while it is unchanged. */
  private epoch = 0;
  private readonly sums = new SavedLexicalSums();
  private readonly numbers = new LexemeNumbers();

  /** Told the texts of a namespace's memories when it is loaded whole (query-lexemes.ts learns their words). */
  private loadedListener?: (values: readonly string[]) => void;

  /** Per namespace, the write mark its last look started at (null: a write was unfinished). */
  private readonly lookedAt = new Map<string, number | null>();

  /**
   * `localWrites`: the store's writes when this process is its only writer (the embedded
   * store); a namespace looked at since the last write is then current without a statement.
   * `maxDocuments`: memories held over all namespaces; least recently used namespaces go first.
   */
  constructor(private readonly source: PostingsSource, private readonly localWrites?: LocalWrites, private readonly maxDocuments = 2_000_000) {}

  /** Calls `listener` with the memories' texts each time a namespace is loaded whole. */
  whenLoaded(listener: (values: readonly string[]) => void): void {
    this.loadedListener = listener;
  }

  /** Brings the scope's namespaces up to date with the table (one statement each). */
  async sync(scope: ReadScope): Promise<void> {
    await Promise.all([...new Set(scope.agentNames)].map((agentName) => this.syncNamespace({ contextId: scope.contextId, userId: scope.userId, agentName })));
  }

  /**
   * The lexical side of one round as the SQL gives it (lexical-bm25.ts); null: let the SQL
   * run it, when a namespace is not loaded or every lexeme is common.
   */
  rank(scope: ReadScope, q: LexicalQuery, corpus: CorpusStats, perSide: number, after?: LexicalTop | null): LexicalRanking | null {
    const entries = this.loaded(scope);
    return entries && rankBm25({ entries, scope, query: q, corpus, perSide, after, bm25: this.bm25, epoch: this.epoch, slots: this.nextSlot, sums: this.sums, numbers: this.numbers, epochNow: () => this.epoch });
  }

  /** The scope's namespaces as held (null when one is not loaded: sync first). */
  view(scope: ReadScope): ScopeView | null {
    const entries = this.loaded(scope);
    return entries && scopeView(entries, scope);
  }

  /** The scope's namespaces' entries, or null when one is not loaded. */
  private loaded(scope: ReadScope): Entry[] | null {
    const entries: Entry[] = [];
    for (const agentName of new Set(scope.agentNames)) {
      const entry = this.entries.get(nsKey({ contextId: scope.contextId, userId: scope.userId, agentName }));
      if (!entry) return null;
      entries.push(entry);
    }
    return entries;
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.lookedAt.clear();
    this.nextSlot = 0;
    this.freeSlots = [];
  }

  private syncNamespace(ns: NamespaceRef): Promise<Entry> {
    const key = nsKey(ns);
    let pending = this.syncing.get(key);
    const current = this.entries.get(key);
    // Nothing written since a look that started with no write unfinished: the look saw it all.
    if (!pending && current && this.localWrites) {
      const seen = this.lookedAt.get(key);
      if (seen !== undefined && seen !== null && seen === this.localWrites.mark()) return Promise.resolve(current);
    }
    if (!pending) {
      pending = this.refresh(key, ns).finally(() => this.syncing.delete(key));
      this.syncing.set(key, pending);
    }
    return pending;
  }

  private async refresh(key: string, ns: NamespaceRef): Promise<Entry> {
    const mark = this.localWrites?.mark() ?? null;
    this.lookedAt.delete(key);
    let entry = this.entries.get(key);
    if (entry && !(await this.update(entry, ns))) entry = undefined;
    if (!entry) {
      const all = await this.source.postingsSince(ns, null);
      entry = { docs: new Map(), postings: new Map(), snapshot: all.snapshot, order: new ChronologicalOrder(), expiring: 0, lengths: 0 };
      for (const d of all.changed) this.put(entry, d);
      this.loadedListener?.(all.changed.map((d) => d.row.value));
    }
    this.entries.delete(key); // LRU: most recently used last
    this.entries.set(key, entry);
    this.lookedAt.set(key, mark);
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
    this.epoch++;
    const terms = new Int32Array(d.lexemes.length);
    d.lexemes.forEach((l, i) => { terms[i] = this.numbers.of(l); });
    const held: Held = { d, slot: this.freeSlots.pop() ?? this.nextSlot++, length: d.length, terms };
    entry.docs.set(d.id, held);
    if (d.expiresAt !== Infinity) entry.expiring++;
    entry.lengths += d.length;
    entry.order.insert(d);
    d.lexemes.forEach((l, i) => {
      let list = entry.postings.get(l);
      if (!list) entry.postings.set(l, (list = new Postings()));
      list.add(held, d.tfs[i]!);
    });
  }

  private remove(entry: Entry, id: string): void {
    const old = entry.docs.get(id);
    if (!old) return;
    this.epoch++;
    entry.docs.delete(id);
    if (old.d.expiresAt !== Infinity) entry.expiring--;
    entry.lengths -= old.d.length;
    entry.order.remove(old.d);
    this.freeSlots.push(old.slot);
    for (const l of old.d.lexemes) {
      const list = entry.postings.get(l);
      if (!list) continue;
      list.remove(old);
      if (list.size === 0) entry.postings.delete(l);
    }
  }

  private evict(): void {
    let total = 0;
    for (const e of this.entries.values()) total += e.docs.size;
    for (const [key, e] of this.entries) {
      if (total <= this.maxDocuments || this.entries.size <= 1) break;
      total -= e.docs.size;
      this.epoch++;
      this.entries.delete(key);
      this.lookedAt.delete(key);
      for (const held of e.docs.values()) this.freeSlots.push(held.slot);
    }
  }
}
