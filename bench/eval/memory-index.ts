/**
 * An in-memory mirror of the recall SQL (src/persistence/repositories/memory-recall/recall-sql.ts) for one
 * conversation, so cross-validation can run the ranking pipeline thousands of times a minute.
 * Exactly what the SQL computes, from the same inputs:
 *  - documents' lexemes and term frequencies are PostgreSQL's own (`search_tsv` read back from
 *    the eval database), query words become lexemes through `to_tsvector('english', …)` too;
 *  - weighted Okapi BM25 with IDF over the conversation, lexemes ordered and capped as
 *    `fetchRecallCandidates` does (weightedLexemes, usableLexemes);
 *  - the best CANDIDATES_PER_SIDE by BM25 and by cosine (exact: HNSW at ef_search 200 finds
 *    the exact top 50 on namespaces this small), their prev/next neighbours (memories are
 *    written one by one, so the neighbours are the adjacent turns) and the neighbours' rows.
 * The eval checks the claim: it also runs the chosen ranking through the SQL and the service.
 */
import type { Knex } from 'knex';
import { CANDIDATES_PER_SIDE, splitQueryTerms, weightedLexemes } from '../../src/domain/memory/ranking/index.js';
import { usableLexemes } from '../../src/persistence/repositories/memory-recall/index.js';
import type { CandidateQuery, PipelineRow } from '../../src/domain/memory/ranking/recall-pipeline.js';

export interface IndexedRow extends PipelineRow { key: string }

/** Parses a tsvector's text form: 'lexeme':1,4 'other':2 -> lexeme -> tf. */
export function parseTsvector(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    out.set(m[1]!.replace(/''/g, "'"), m[2] ? m[2].split(',').length : 1);
  }
  return out;
}

/** Word -> lexemes through PostgreSQL's english configuration, cached for the run. */
export class LexemeDictionary {
  private readonly known = new Map<string, string[]>();
  constructor(private readonly knex: Knex) {}

  async lexemesOf(words: readonly string[]): Promise<Map<string, string[]>> {
    const missing = [...new Set(words.filter((w) => !this.known.has(w)))];
    if (missing.length > 0) {
      const result = await this.knex.raw(
        `SELECT t.w, tsvector_to_array(to_tsvector('english', t.w)) AS lexemes FROM unnest(?::text[]) AS t(w)`, [missing],
      );
      for (const row of result.rows as Array<{ w: string; lexemes: string[] }>) this.known.set(row.w, row.lexemes);
    }
    return new Map(words.map((w) => [w, this.known.get(w) ?? []]));
  }
}

export class ConversationIndex {
  private readonly postings = new Map<string, Array<{ doc: number; tf: number }>>();
  private readonly lengths: Float64Array;
  private readonly averageLength: number;
  private cache = new Map<string, CompactRows>();

  constructor(
    private readonly keys: string[],
    private readonly values: string[],
    documents: Array<Map<string, number>>,
    private readonly vectors: Float32Array[],
    private readonly dictionary: LexemeDictionary,
    private readonly bm25: { k1: number; b: number },
  ) {
    this.lengths = new Float64Array(documents.map((d) => d.size));
    this.averageLength = Math.max(1, this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, documents.length));
    documents.forEach((lexemes, doc) => {
      for (const [lexeme, tf] of lexemes) (this.postings.get(lexeme) ?? this.postings.set(lexeme, []).get(lexeme)!).push({ doc, tf });
    });
  }

  withBm25(bm25: { k1: number; b: number }): ConversationIndex {
    const copy = Object.create(ConversationIndex.prototype) as ConversationIndex;
    Object.assign(copy, this, { bm25, cache: new Map() });
    return copy;
  }

  get size(): number { return this.keys.length; }

  async lexemes(query: CandidateQuery): Promise<{ lexemes: string[]; weights: number[] }> {
    const { plain, weighted } = splitQueryTerms(query.terms);
    const dict = await this.dictionary.lexemesOf([...plain, ...weighted.map((t) => t.text)]);
    // As the prelude: the plain words' lexemes come from one tsvector, hence sorted and unique.
    const plainLexemes = [...new Set(plain.flatMap((w) => dict.get(w)!))].sort();
    const all = weightedLexemes(plainLexemes, weighted.map((t) => ({ lexemes: dict.get(t.text)!, weight: t.weight })));
    const lexemes = usableLexemes(all.lexemes);
    const weightOf = new Map(all.lexemes.map((l, i) => [l, all.weights[i]!]));
    return { lexemes, weights: lexemes.map((l) => weightOf.get(l) ?? 1) };
  }

  /** Candidate rows for a query, as recallCandidatesQuery returns them (cached per query). */
  async fetch(query: CandidateQuery, perSide = CANDIDATES_PER_SIDE): Promise<IndexedRow[]> {
    const cacheKey = `${this.bm25.k1}/${this.bm25.b}/${perSide}|${vectorKey(query.vector)}|${query.terms
      .map((t) => (typeof t === 'string' ? t : `${t.text}:${t.weight.toFixed(4)}`)).join(' ')}`;
    let hit = this.cache.get(cacheKey);
    if (!hit) {
      hit = await this.compute(query, perSide);
      if (this.cache.size >= FETCH_CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(cacheKey, hit);
    }
    const n = this.size;
    const rows: IndexedRow[] = [];
    for (let i = 0; i < hit.docs.length; i++) {
      const doc = hit.docs[i]!;
      const linked = hit.linked[i] === 1;
      rows.push({
        id: String(doc), key: this.keys[doc]!, value: this.values[doc]!, lexical: hit.lexical[i]!, dense: hit.dense[i]!,
        prevId: linked && doc > 0 ? String(doc - 1) : null,
        nextId: linked && doc + 1 < n ? String(doc + 1) : null,
      });
    }
    return rows;
  }

  private async compute(query: CandidateQuery, perSide: number): Promise<CompactRows> {
    const { lexemes, weights } = await this.lexemes(query);
    const n = Math.max(1, this.size);
    const { k1, b } = this.bm25;
    const lexical = new Map<number, number>();
    lexemes.forEach((lexeme, i) => {
      const list = this.postings.get(lexeme);
      if (!list) return;
      const df = Math.min(list.length, n);
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      for (const { doc, tf } of list) {
        const norm = k1 * (1 - b + b * this.lengths[doc]! / this.averageLength);
        lexical.set(doc, (lexical.get(doc) ?? 0) + weights[i]! * idf * tf * (k1 + 1) / (tf + norm));
      }
    });
    const lexicalTop = [...lexical.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, perSide).map(([doc]) => doc);
    const cosine = query.vector ? this.vectors.map((v) => dot(v, query.vector!)) : null;
    const denseTop = cosine
      ? cosine.map((c, doc) => [doc, c] as const).sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, perSide).map(([doc]) => doc)
      : [];
    const candidates = new Set([...lexicalTop, ...denseTop]);
    const pool = new Set(candidates);
    for (const doc of candidates) {
      if (doc > 0) pool.add(doc - 1);
      if (doc + 1 < this.size) pool.add(doc + 1);
    }
    const docs = Int32Array.from(pool);
    return {
      docs,
      lexical: Float64Array.from(docs, (doc) => lexical.get(doc) ?? 0),
      dense: Float32Array.from(docs, (doc) => (cosine ? cosine[doc]! : 0)),
      linked: Uint8Array.from(docs, (doc) => (candidates.has(doc) ? 1 : 0)),
    };
  }
}

interface CompactRows { docs: Int32Array; lexical: Float64Array; dense: Float32Array; linked: Uint8Array }

/** Results kept per index (about 3 KB each). */
const FETCH_CACHE_ENTRIES = 20_000;

/** Identifies a query vector by its contents (the pipeline makes new arrays for the same vector). */
function vectorKey(v: Float32Array | null): string {
  if (!v) return '-';
  let h = 0;
  for (let i = 0; i < v.length; i++) h = (Math.imul(h, 31) + Math.round(v[i]! * 1e6)) | 0;
  return `${v.length}:${h}`;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Reads each memory's tsvector back from the eval database (scope = conversation id). */
export async function readDocuments(knex: Knex, scopeId: string, keys: string[]): Promise<Array<Map<string, number>>> {
  const result = await knex.raw('SELECT key, search_tsv::text AS tsv FROM memories WHERE scope_id = ?', [scopeId]);
  const byKey = new Map((result.rows as Array<{ key: string; tsv: string }>).map((r) => [r.key, parseTsvector(r.tsv)]));
  return keys.map((k) => byKey.get(k) ?? new Map());
}
