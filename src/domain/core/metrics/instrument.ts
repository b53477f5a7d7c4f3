/**
 * Timing of the work the metrics and traces follow, added around existing objects so the
 * services themselves stay unaware of it: the embedding provider's calls and memory recall.
 */
import { inSpan } from '../tracing/spans.js';
import type { EmbeddingProvider } from '../../memory/embedding/provider.js';
import type { ServiceMetrics } from './service-metrics.js';

export function timedEmbeddings(provider: EmbeddingProvider, kind: string, metrics: ServiceMetrics): EmbeddingProvider {
  const embed = provider.embed.bind(provider);
  provider.embed = async (texts: string[]) => {
    const end = metrics.startEmbedding(kind);
    try {
      return await inSpan('embedding', { 'memplat.embedding.provider': kind, 'memplat.embedding.texts': texts.length }, () => embed(texts));
    } finally {
      end(texts.length);
    }
  };
  return provider;
}

/** Wraps `target.recall` (any object with a recall method) in the recall latency histogram. */
export function timedRecall<T extends { recall(...args: never[]): Promise<unknown> }>(target: T, metrics: ServiceMetrics): T {
  const recall = target.recall.bind(target) as (...args: unknown[]) => Promise<unknown>;
  (target as unknown as { recall: (...args: unknown[]) => Promise<unknown> }).recall = async (...args: unknown[]) => {
    const end = metrics.startRecall();
    try {
      return await inSpan('recall', {}, () => recall(...args));
    } finally {
      end();
    }
  };
  return target;
}
