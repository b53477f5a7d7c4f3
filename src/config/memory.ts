import { readEnum, readInt, readOptional, type Env, type SettingDoc } from './env.js';

export const memorySettings: SettingDoc[] = [
  { env: 'WORKING_MEMORY_TTL_SECONDS', default: '86400', description: 'Working-scope memories expire this long after their last write; persistent ones never do.' },
  { env: 'MEMORY_PURGE_INTERVAL_SECONDS', default: '60', description: 'How often expired working memories (and their graph edges) are deleted in the background.' },
  { env: 'EMBEDDING_PROVIDER', default: 'builtin', description: 'builtin (offline word-vector model), openai (OpenAI-compatible /embeddings endpoint: OpenAI, Ollama, TEI, vLLM) or onnx (a local ONNX model folder).' },
  { env: 'EMBEDDING_MODEL', default: '(provider default)', description: 'Model name sent to the endpoint, or the model id inside EMBEDDING_MODEL_PATH.' },
  { env: 'EMBEDDING_BASE_URL', default: '(unset)', description: 'Base URL of the OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1.' },
  { env: 'EMBEDDING_API_KEY', default: '(unset)', description: 'Bearer key for the embeddings endpoint (never logged).' },
  { env: 'EMBEDDING_MODEL_PATH', default: '(unset)', description: 'Folder holding a local ONNX sentence-embedding model (provider onnx).' },
  { env: 'EMBEDDING_DIMENSIONS', default: '(provider default)', description: 'Vector size when the provider cannot report it.' },
  { env: 'EMBEDDING_BATCH_SIZE', default: '32', description: 'Memories embedded per batch by the background embedding worker.' },
  { env: 'EMBEDDING_POLL_INTERVAL_MS', default: '2000', description: 'How often the embedding worker looks for work written by other server processes (own writes wake it at once).' },
  { env: 'MEMORY_CACHE_ENTRIES', default: '50000', description: 'Memories kept in the in-process read cache for GET by key (0 turns it off).' },
  { env: 'MEMORY_CACHE_TTL_MS', default: '2000', description: 'On PostgreSQL, how long a cached memory is trusted (other server processes may change it); the embedded store is single-process and never stale.' },
  { env: 'VECTOR_CACHE_MB', default: '256', description: 'In-process vector cache used for exact cosine search when the PostgreSQL server has no pgvector.' },
  { env: 'RERANK_BASE_URL', default: '(unset: no reranker)', description: 'Base URL of an OpenAI-compatible server with a rerank endpoint (vLLM, llama.cpp, TEI, Infinity: POST {base}/rerank); recall then blends a cross-encoder\'s scores into its best candidates (see Retrieval quality).' },
  { env: 'RERANK_MODEL', default: '(unset)', description: 'Reranker model name sent to that endpoint, e.g. BAAI/bge-reranker-v2-m3.' },
  { env: 'RERANK_API_KEY', default: '(unset)', description: 'Bearer key for the rerank endpoint (never logged).' },
  { env: 'RERANK_TIMEOUT_MS', default: '2000', description: 'How long recall waits for the reranker; past it, or on any failure, recall keeps its own order.' },
  { env: 'READ_YOUR_WRITES_TIMEOUT_MS', default: '2000', description: 'How long a write waits for its value to be embedded before it is acknowledged, and how long recall waits to embed memories of its scope still queued, so what was just stored is findable by meaning in the next request; past it the background worker finishes the job (0: background only).' },
  { env: 'MEMORY_LEARNING', default: 'rules', description: 'Learning from recorded interactions and knowledge updates (docs/learning.md): rules (offline sentence rules), llm (the model at LLM_BASE_URL reads the user\'s words, falling back to the rules) or off (nothing is learned and stored memories are not tracked as facts). Each context can also turn learning off.' },
  { env: 'MEMORY_HISTORY_VERSIONS', default: '50', description: 'Previous versions kept per memory: a write that changes its value, scope, tags, importance or metadata keeps the state it replaced (GET /api/v1/memory/{key}/history, memory_fetch include_history); the oldest beyond this number are dropped.' },
];

export interface MemoryConfig {
  workingTtlSeconds: number;
  purgeIntervalSeconds: number;
  embedding: {
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
  };
  embeddingBatchSize: number;
  embeddingPollIntervalMs: number;
  vectorCacheMb: number;
  readCacheEntries: number;
  readCacheTtlMs: number;
  /** Optional reranking stage of recall (src/domain/memory/rerank). */
  rerank: { baseUrl?: string; model?: string; apiKey?: string; timeoutMs: number };
  /** Budget of the synchronous embedding on writes and of recall's embedding of queued memories (0: off). */
  readYourWritesTimeoutMs: number;
  /** Previous versions kept per memory. */
  historyVersions: number;
  /** Learning from interactions and facts over time (src/domain/learning). */
  learning: 'off' | 'rules' | 'llm';
}

export function loadMemoryConfig(env: Env): MemoryConfig {
  const dims = readOptional(env, 'EMBEDDING_DIMENSIONS');
  return {
    workingTtlSeconds: readInt(env, 'WORKING_MEMORY_TTL_SECONDS', 86_400, 1),
    purgeIntervalSeconds: readInt(env, 'MEMORY_PURGE_INTERVAL_SECONDS', 60, 1, 86_400),
    embedding: {
      provider: readEnum(env, 'EMBEDDING_PROVIDER', ['builtin', 'openai', 'onnx'] as const, 'builtin'),
      model: readOptional(env, 'EMBEDDING_MODEL'),
      baseUrl: readOptional(env, 'EMBEDDING_BASE_URL'),
      apiKey: readOptional(env, 'EMBEDDING_API_KEY'),
      modelPath: readOptional(env, 'EMBEDDING_MODEL_PATH'),
      dimensions: dims === undefined ? undefined : readInt(env, 'EMBEDDING_DIMENSIONS', 0, 1, 8192),
    },
    embeddingBatchSize: readInt(env, 'EMBEDDING_BATCH_SIZE', 32, 1, 4096),
    embeddingPollIntervalMs: readInt(env, 'EMBEDDING_POLL_INTERVAL_MS', 2000, 50, 600_000),
    vectorCacheMb: readInt(env, 'VECTOR_CACHE_MB', 256, 1, 65_536),
    readCacheEntries: readInt(env, 'MEMORY_CACHE_ENTRIES', 50_000, 0, 10_000_000),
    readCacheTtlMs: readInt(env, 'MEMORY_CACHE_TTL_MS', 2_000, 0, 3_600_000),
    rerank: {
      baseUrl: readOptional(env, 'RERANK_BASE_URL'),
      model: readOptional(env, 'RERANK_MODEL'),
      apiKey: readOptional(env, 'RERANK_API_KEY'),
      timeoutMs: readInt(env, 'RERANK_TIMEOUT_MS', 2_000, 50, 60_000),
    },
    readYourWritesTimeoutMs: readInt(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 2_000, 0, 60_000),
    historyVersions: readInt(env, 'MEMORY_HISTORY_VERSIONS', 50, 1, 10_000),
    learning: readEnum(env, 'MEMORY_LEARNING', ['off', 'rules', 'llm'] as const, 'rules'),
  };
}
