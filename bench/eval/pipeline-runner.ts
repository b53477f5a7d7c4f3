/**
 * Runs the product's ranking pipeline (rankRecall) on eval questions with everything that does
 * not depend on the parameters cached for the run: query vectors, memory vectors (inside the
 * indexes), word alignment per (question, memory), seed vectors and candidate fetches.
 */
import type { EmbeddingProvider } from '../../src/domain/memory/embedding/provider.js';
import { rankRecall, type CandidateQuery, type PipelineRow, type RankingParams } from '../../src/domain/memory/ranking/index.js';
import type { ConversationIndex } from './memory-index.js';
import { scoreRanking, type QuestionScore } from './metrics.js';

export interface PreparedQuestion {
  conversation: string;
  category: number;
  question: string;
  evidence: string[];
  vector: Float32Array | null;
  /** Word alignment of the question with each memory text (filled as the pipeline asks). */
  alignment: Map<string, number>;
}

export type KeyedRow = PipelineRow & { key: string };
/** Where candidates come from: the in-memory mirror by default, the SQL or another store to check it. */
export type FetchFor = (q: PreparedQuestion, params: RankingParams) => (query: CandidateQuery) => Promise<KeyedRow[]>;

export class PipelineRunner {
  private readonly seedVectors = new Map<string, Float32Array | null>();
  private readonly bm25Indexes = new Map<string, ConversationIndex>();

  constructor(private readonly indexes: ReadonlyMap<string, ConversationIndex>, private readonly embedder: EmbeddingProvider) {}

  static async prepare(embedder: EmbeddingProvider, items: Array<Omit<PreparedQuestion, 'vector' | 'alignment'>>): Promise<PreparedQuestion[]> {
    const vectors = await embedder.embed(items.map((q) => q.question));
    return items.map((q, i) => ({ ...q, vector: isZero(vectors[i]!) ? null : vectors[i]!, alignment: new Map() }));
  }

  /** The in-memory mirror of the recall SQL, with the parameters' BM25. */
  readonly memoryFetch: FetchFor = (q, params) => {
    const key = `${q.conversation}/${params.bm25.k1}/${params.bm25.b}`;
    let index = this.bm25Indexes.get(key);
    if (!index) {
      index = this.indexes.get(q.conversation)!.withBm25(params.bm25);
      this.bm25Indexes.set(key, index);
    }
    return (query) => index.fetch(query);
  };

  /** Memory keys, best first (top `k`). */
  async rank(q: PreparedQuestion, params: RankingParams, fetchFor: FetchFor = this.memoryFetch, k = 10): Promise<string[]> {
    const embedder = this.embedder;
    const { ranked, rows } = await rankRecall<KeyedRow>(q.question, {
      fetch: fetchFor(q, params),
      queryVector: q.vector,
      embed: (text) => this.seedVector(text),
      alignmentScores: embedder.alignmentScores
        ? async (query, texts) => {
          const missing = [...new Set(texts.filter((t) => !q.alignment.has(t)))];
          if (missing.length > 0) {
            const scores = await embedder.alignmentScores!(query, missing);
            missing.forEach((t, i) => q.alignment.set(t, scores[i]!));
          }
          return texts.map((t) => q.alignment.get(t)!);
        }
        : undefined,
      similarWords: embedder.similarWords?.bind(embedder),
    }, params);
    return ranked.slice(0, k).map((f) => rows.get(f.id)!.key);
  }

  async scores(questions: readonly PreparedQuestion[], params: RankingParams, fetchFor?: FetchFor): Promise<QuestionScore[]> {
    const out: QuestionScore[] = [];
    for (const q of questions) out.push(scoreRanking(await this.rank(q, params, fetchFor), q.evidence));
    return out;
  }

  private async seedVector(text: string): Promise<Float32Array | null> {
    if (!this.seedVectors.has(text)) {
      const [v] = await this.embedder.embed([text]);
      this.seedVectors.set(text, v && !isZero(v) ? v : null);
    }
    return this.seedVectors.get(text)!;
  }
}

function isZero(v: Float32Array): boolean {
  for (let i = 0; i < v.length; i++) if (v[i] !== 0) return false;
  return true;
}
