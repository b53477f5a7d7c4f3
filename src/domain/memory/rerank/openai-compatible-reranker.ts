/**
 * A cross-encoder behind an OpenAI-compatible server's rerank endpoint (vLLM, llama.cpp's
 * server, Hugging Face TEI, Infinity, LocalAI; the Jina/Cohere request shape they share):
 * POST {baseUrl}/rerank with { model, query, documents, top_n }, answer
 * { results: [{ index, relevance_score }] } (a bare array, or `score`, is read too). Memories
 * are sent as they are stored, cut to `maxDocumentChars`. Failures surface as SYSTEM-003
 * without echoing the key or the texts; recall then keeps its own order (recall-pipeline.ts).
 */
import { AppError } from '../../errors/app-error.js';
import type { Reranker } from '../ranking/rerank.js';

export interface OpenAiCompatibleRerankerOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Each memory is cut to this many characters (cross-encoders read a few hundred tokens). */
  maxDocumentChars?: number;
  fetch?: typeof fetch;
}

interface RerankItem { index?: unknown; relevance_score?: unknown; score?: unknown }

export class OpenAiCompatibleReranker implements Reranker {
  readonly id: string;
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly maxChars: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: OpenAiCompatibleRerankerOptions) {
    if (!options.baseUrl) throw new AppError('SYSTEM-003', { message: 'RERANK_BASE_URL is required for the reranker' });
    if (!options.model) throw new AppError('SYSTEM-003', { message: 'RERANK_MODEL is required for the reranker' });
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/rerank`;
    this.id = `openai-rerank:${options.model}`;
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.maxChars = options.maxDocumentChars ?? 2_000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async rerank(query: string, documents: string[]): Promise<number[]> {
    if (documents.length === 0) return [];
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const body = { model: this.options.model, query, documents: documents.map((d) => d.slice(0, this.maxChars)), top_n: documents.length };
    let response: Response;
    try {
      response = await this.fetchImpl(this.url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw unavailable(`rerank endpoint unreachable: ${(error as Error).name}`, error);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw unavailable(`rerank endpoint answered HTTP ${response.status}`);
    }
    const parsed = (await response.json().catch(() => null)) as { results?: unknown; data?: unknown } | unknown[] | null;
    const items = (Array.isArray(parsed) ? parsed : Array.isArray(parsed?.results) ? parsed.results : Array.isArray(parsed?.data) ? parsed.data : null) as RerankItem[] | null;
    if (!items) throw unavailable('rerank endpoint returned no results');
    const scores = documents.map(() => Number.NEGATIVE_INFINITY);
    for (const item of items) {
      const index = item.index;
      const score = typeof item.relevance_score === 'number' ? item.relevance_score : item.score;
      if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= documents.length) throw unavailable('rerank endpoint returned a bad index');
      if (typeof score !== 'number' || !Number.isFinite(score)) throw unavailable('rerank endpoint returned a bad score');
      scores[index] = score;
    }
    if (scores.some((s) => !Number.isFinite(s))) throw unavailable(`rerank endpoint scored ${items.length} of ${documents.length} documents`);
    return scores;
  }
}

function unavailable(message: string, cause?: unknown): AppError {
  return new AppError('SYSTEM-003', { message, details: { dependency: 'reranker' }, cause });
}
