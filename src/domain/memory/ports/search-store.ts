/**
 * The search store: recall candidates (BM25 and, where the database has pgvector, HNSW kNN,
 * with conversational neighbours) and full-text search. Visibility as in memory-store.ts.
 */
import type { QueryTerm } from '../ranking/query-terms.js';
import type { FeedbackSummary } from '../ranking/signals.js';
import type { Memory, MemoryScope } from '../types.js';
import type { NamespaceRef, ReadScope } from './memory-store.js';
import type { CorpusStats, LexicalRanker, LexicalTop } from './lexical-ranker.js';

/**
 * The memory fields a recall hit shows, under the memory's own names (a hit is built from
 * them without renaming); `agent_name` is the scope's agent or `global`.
 */
export type RecalledMemory = Pick<Memory, 'id' | 'agent_name' | 'key' | 'value' | 'scope' | 'tags' | 'importance' | 'updated_at'>;

/** A recall candidate: the memory as a hit shows it, plus the raw scores and links ranking needs. */
export interface CandidateRow extends RecalledMemory {
  /** Raw BM25 (>= 0). */
  lexical: number;
  /** Raw cosine in [-1, 1]; 0 when the memory has no embedding yet (as the hybrid SQL does). */
  dense: number;
  /** The memories written just before / after it in the scope (conversational neighbours). */
  prevId: string | null;
  nextId: string | null;
  feedback: FeedbackSummary;
}

/** Private-use characters standing for a match's start and end, and for `<`, in a search headline. */
export interface SnippetMarks {
  start: string;
  stop: string;
  tagOpen: string;
}

export interface SearchRow extends Pick<Memory, 'id' | 'agent_name' | 'key' | 'value'> {
  /** ts_headline output with the markers given to `search`. */
  headline: string;
  /** ts_rank_cd normalised to [0, 1). */
  score: number;
}

/** Namespaces of one context searched together (a context-wide search): each user with some of their agents. */
export interface ContextScope {
  contextId: string;
  namespaces: Array<{ userId: string; agentName: string }>;
}

/** A search hit of a context-wide search names its user. */
export interface ContextSearchRow extends SearchRow {
  userId: string;
}

/**
 * The SQL side of recall on any store: BM25 (rankLexically, the LexicalRanker port), then the
 * rows of the ids found, with their neighbours and cosines (candidateRows).
 */
export interface MemorySearchRepository extends LexicalRanker {
  /** N and mean tsvector length (distinct lexemes) over the visible memories of the scope (input of BM25); zeros for an empty scope. */
  corpusStats(scope: ReadScope): Promise<CorpusStats>;
  /**
   * A recall round's rows: the visible memories of the scope among `ids` (the lexical and
   * dense tops), each linked to its conversational neighbours (the memory written just before
   * and just after it, within `windowSeconds`, in the scope, ties by id: neighbourJoins), then
   * the neighbours not among them (no links). `lexical` is 0 (the ranking scores them);
   * `dense` is the cosine to `vector` where the store has pgvector and the memory a vector,
   * else 0. Order unspecified.
   */
  candidateRows(scope: ReadScope, ids: readonly string[], windowSeconds: number, vector?: Float32Array): Promise<CandidateRow[]>;
  /** Candidate rows for ids found elsewhere (lexical 0, dense 0, no links); ids outside the scope or invisible are left out, order unspecified. */
  candidatesByIds(scope: ReadScope, ids: string[]): Promise<CandidateRow[]>;
  /**
   * Full-text search: `websearch_to_tsquery` semantics (all words), falling back to any word
   * when nothing matches all. Headlines wrap matches in `marks.start` / `marks.stop`; the
   * markers are removed from the value first so they only ever come from the headline. Every
   * `<` of the value reaches the headline as `marks.tagOpen` (the text search parser takes
   * `<b>` for markup and leaves it out of the excerpt); the caller turns it back into `<`.
   * Best `ts_rank_cd` first (ties: newest update first), at most `limit`; empty when nothing matches.
   */
  search(scope: ReadScope, query: string, limit: number, marks: SnippetMarks): Promise<SearchRow[]>;
  /**
   * `search` for every user of the scope (each over the user's namespaces in it), in one
   * statement: per user the hits `search` would answer, of which those scoring within the best
   * `limit` (ties included), best score first, then by user id (rows of one user in `search`'s order).
   */
  searchAcross(scope: ContextScope, query: string, limit: number, marks: SnippetMarks): Promise<ContextSearchRow[]>;
  /**
   * The stored lexemes of a namespace's memories (for the in-process BM25 index,
   * exact-lexical-index.ts): every row written by a transaction that `since` (a `snapshot` of
   * an earlier answer; null: none) did not see, visible or not, and how many rows the
   * namespace holds now. When nothing has committed since `since` the rows are not read.
   */
  postingsSince(ns: NamespaceRef, since: string | null): Promise<PostingsChanges>;
  /** Ids of every row of the namespace (visible or not): how the index finds deleted memories. */
  memoryIds(ns: NamespaceRef): Promise<string[]>;
  /**
   * Each word's english lexemes as the tsvector column would hold them (to_tsvector('english',
   * word)), in one statement: how the in-process round turns query words into lexemes.
   */
  lexemesOf(words: readonly string[]): Promise<Map<string, string[]>>;
}

/** One memory's lexemes with their term frequencies, as its stored tsvector holds them. */
export interface MemoryPostings {
  id: string;
  scope: MemoryScope;
  /** Epoch ms; Infinity when it never expires. */
  expiresAt: number;
  /** Distinct lexemes of the tsvector (its length, as BM25's document length). */
  length: number;
  lexemes: string[];
  /** Term frequency per lexeme: the positions the tsvector keeps for it. */
  tfs: number[];
  /**
   * The memory as a recall candidate shows it (without scores and links), and its creation
   * time in epoch microseconds (the column's precision: neighbours are ordered by it, ties by id).
   * Lets the embedded store answer a whole candidate round in process (in-process-candidates.ts).
   */
  row: RecalledMemory & { feedback: FeedbackSummary };
  createdAtMicros: number;
}

export interface PostingsChanges {
  /**
   * The database snapshot the answer was read in (pg_current_snapshot): pass it as `since` to
   * get what committed after it.
   */
  snapshot: string;
  /** Rows of the namespace (visible or not) in that snapshot; null: nothing committed since `since`. */
  total: number | null;
  changed: MemoryPostings[];
}

/** The lexical side of one recall round as the SQL would run it (bm25-sql.ts). */
export interface LexicalQuery {
  /** Usable query lexemes, in order, with their BM25 weights. */
  lexemes: string[];
  weights: number[];
  /**
   * Null: every lexeme selects and IDF is exact. A number: the SQL counts documents per lexeme
   * up to this cap; lexemes at the cap are common (IDF at df = cap) and select nothing.
   */
  commonDocuments: number | null;
  /** The SQL's clock (epoch ms of the transaction's now()): what is expired for it is expired here. */
  now: number;
}

/** The in-process ranking (lexical-bm25.ts): a LexicalTop whose scores are at hand. */
export interface LexicalRanking extends LexicalTop {
  /** BM25 of any memory of the scope as the SQL pool gives it (0 when it holds no selecting lexeme). */
  score(id: string): number;
}
