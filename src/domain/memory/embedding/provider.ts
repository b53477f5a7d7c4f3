/**
 * The embedding port: every semantic-search path (store, recall, search) turns text into
 * vectors through this interface, so the model behind it is a configuration choice.
 *
 * Contract:
 * - `embed(texts)` returns one vector per input text, in input order, each of length
 *   `dimensions` and L2-normalised (so cosine similarity = dot product, and pgvector's
 *   `<=>` cosine distance = 1 - dot).
 * - An empty or word-less text yields the zero vector (its cosine with anything is 0).
 * - `id` names the model and its preprocessing; vectors made under different ids must not
 *   be compared (store it beside the vectors and re-embed when it changes).
 * - `close()` releases sockets, workers or native sessions; the provider is unusable after.
 */
export interface EmbeddingProvider {
  /** Model identity, e.g. 'glove-100d-sif'. Changes whenever vectors stop being comparable. */
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<Float32Array[]>;
  /**
   * Optional, for providers with word-level vectors: for each text, how well the query's words
   * are matched by the text's words, in [0, 1]. Recall uses it as a third relevance signal
   * over its candidates when present (see ranking/fuse-scores.ts).
   */
  alignmentScores?(query: string, texts: string[]): Promise<number[]>;
  /**
   * Optional, for providers with word-level vectors: the `count` vocabulary words nearest to
   * `word` by cosine, best first. Recall expands queries with them (ranking/query-expansion.ts).
   */
  similarWords?(word: string, count: number): Promise<Array<{ word: string; similarity: number }>>;
  close?(): Promise<void>;
}

/** Mirrors MemoryConfig['embedding'] in src/config/memory.ts. */
export interface EmbeddingSettings {
  provider: 'builtin' | 'openai' | 'onnx';
  /** openai: model name sent to the endpoint; onnx: model id (sub-folder) inside modelPath. */
  model?: string;
  /** openai: base URL such as http://127.0.0.1:11434/v1 (POST {baseUrl}/embeddings). */
  baseUrl?: string;
  /** openai: bearer key. Never logged. */
  apiKey?: string;
  /** onnx: folder holding local models; builtin: path of the prepared word-vector file. */
  modelPath?: string;
  /** openai/onnx: vector size when it cannot be learnt before the first call. */
  dimensions?: number;
}

/** Told about every embedding request (telemetry_cost prices the tokens). */
export type EmbeddingUsageListener = (usage: { provider: string; model: string; tokens: number; estimated: boolean }) => void;

/** About 4 characters per token, for providers that report no count. */
export const estimateTokens = (texts: string[]) => texts.reduce((sum, t) => sum + Math.ceil(t.length / 4), 0);

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
