/**
 * The optional reranking stage's implementations (the interface is ranking/rerank.ts). Only an
 * OpenAI-compatible rerank endpoint for now; an in-process ONNX cross-encoder would implement
 * the same `Reranker`.
 */
import type { Reranker } from '../ranking/rerank.js';
import { OpenAiCompatibleReranker } from './openai-compatible-reranker.js';

export interface RerankSettings { baseUrl?: string; model?: string; apiKey?: string; timeoutMs?: number }

/** The configured reranker, or undefined when none is (recall then ranks without one). */
export function createReranker(settings: RerankSettings | undefined): Reranker | undefined {
  if (!settings?.baseUrl) return undefined;
  return new OpenAiCompatibleReranker({
    baseUrl: settings.baseUrl, model: settings.model ?? '', apiKey: settings.apiKey, timeoutMs: settings.timeoutMs,
  });
}
