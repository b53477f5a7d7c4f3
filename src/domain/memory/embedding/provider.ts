/**
 * Builds the configured embedding provider. The port itself (EmbeddingProvider and its
 * settings) lives in provider-types.ts, which the implementations import; it is re-exported
 * here for the callers that build providers.
 */
import type { EmbeddingProvider, EmbeddingSettings, EmbeddingUsageListener } from './provider-types.js';
import { estimateTokens } from './provider-types.js';

export type { EmbeddingProvider, EmbeddingSettings, EmbeddingUsageListener } from './provider-types.js';
export { estimateTokens } from './provider-types.js';

/** Counts the (estimated) tokens of a provider that runs on this machine and reports none. */
function metered(provider: EmbeddingProvider, kind: string, onUsage: EmbeddingUsageListener): EmbeddingProvider {
  const embed = provider.embed.bind(provider);
  provider.embed = async (texts: string[]) => {
    const vectors = await embed(texts);
    onUsage({ provider: kind, model: provider.id, tokens: estimateTokens(texts), estimated: true });
    return vectors;
  };
  return provider;
}

export async function createEmbeddingProvider(settings: EmbeddingSettings, onUsage?: EmbeddingUsageListener): Promise<EmbeddingProvider> {
  const provider = await createProvider(settings, onUsage);
  return onUsage && settings.provider !== 'openai' ? metered(provider, settings.provider, onUsage) : provider;
}

async function createProvider(settings: EmbeddingSettings, onUsage?: EmbeddingUsageListener): Promise<EmbeddingProvider> {
  switch (settings.provider) {
    case 'builtin': {
      const { WordVectorSentenceEmbedder } = await import('./builtin/word-vector-sentence-embedder.js');
      return new WordVectorSentenceEmbedder({ vectorFile: settings.modelPath });
    }
    case 'openai': {
      const { OpenAiCompatibleEmbeddingProvider } = await import('./openai-compatible-provider.js');
      return new OpenAiCompatibleEmbeddingProvider({
        baseUrl: settings.baseUrl ?? '',
        model: settings.model ?? '',
        apiKey: settings.apiKey,
        dimensions: settings.dimensions,
        onUsage: onUsage && ((tokens, estimated) => onUsage({ provider: 'openai', model: settings.model ?? '', tokens, estimated })),
      });
    }
    case 'onnx': {
      const { createOnnxEmbeddingProvider } = await import('./onnx-provider.js');
      return createOnnxEmbeddingProvider({
        modelPath: settings.modelPath ?? '',
        model: settings.model,
        dimensions: settings.dimensions,
      });
    }
    default:
      throw new Error(`Unknown embedding provider: ${String((settings as { provider: unknown }).provider)}`);
  }
}
