/**
 * Timing of the work the metrics and traces follow, added around existing objects so the
 * services themselves stay unaware of it: the embedding provider's calls and memory recall.
 */
import { inSpan } from '../tracing/spans.js';
import type { EmbeddingProvider } from '../../memory/embedding/provider.js';
import type { PrometheusMetrics } from './prometheus-metrics.js';

export function timedEmbeddings(provider: EmbeddingProvider, kind: string, metrics: PrometheusMetrics): EmbeddingProvider {
  const embed = provider.embed.bind(provider);
  provider.embed = async (texts: string[]) => {
    const end = metrics.embeddingDuration.startTimer({ provider: kind });
    try {
      return await inSpan('embedding', { 'memplat.embedding.provider': kind, 'memplat.embedding.texts': texts.length }, () => embed(texts));
    } finally {
      end();
      metrics.embeddedTexts.inc({ provider: kind }, texts.length);
    }
  };
  return provider;
}

/** Wraps `target.recall` (any object with a recall method) in the recall latency histogram. */
export function timedRecall<T extends { recall(...args: never[]): Promise<unknown> }>(target: T, metrics: PrometheusMetrics): T {
  const recall = target.recall.bind(target) as (...args: unknown[]) => Promise<unknown>;
  (target as unknown as { recall: (...args: unknown[]) => Promise<unknown> }).recall = async (...args: unknown[]) => {
    const end = metrics.recallDuration.startTimer();
    try {
      return await inSpan('recall', {}, () => recall(...args));
    } finally {
      end();
    }
  };
  return target;
}
