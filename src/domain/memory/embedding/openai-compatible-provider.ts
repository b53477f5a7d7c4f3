/**
 * Any OpenAI-compatible embeddings endpoint (OpenAI, Ollama /v1, Hugging Face TEI, vLLM,
 * LM Studio...): POST {baseUrl}/embeddings with { model, input: string[] }, answer
 * { data: [{ index, embedding: number[] }] }. Vectors are L2-normalised here because not every
 * server does. Inputs go in batches; a failed call surfaces as SYSTEM-003 (dependency
 * unavailable) without echoing the key or the texts.
 */
import { AppError } from '../../errors/app-error.js';
import { estimateTokens, type EmbeddingProvider } from './provider-types.js';
import { l2Normalise } from './vector-math.js';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Known vector size; otherwise learnt from the first answer (and `dimensions` reads 0 until then). */
  dimensions?: number;
  /** Texts per request. */
  batchSize?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Tokens of each request: the endpoint's `usage`, or an estimate (`estimated`) when it reports none. */
  onUsage?: (tokens: number, estimated: boolean) => void;
}

interface EmbeddingsResponse {
  data?: Array<{ index?: number; embedding?: unknown }>;
  usage?: { prompt_tokens?: unknown; total_tokens?: unknown };
}

export class OpenAiCompatibleEmbeddingProvider implements EmbeddingProvider {
  readonly id: string;
  private dims: number;
  private readonly url: string;
  private readonly batchSize: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    if (!options.baseUrl) throw new AppError('SYSTEM-003', { message: 'EMBEDDING_BASE_URL is required for the openai embedding provider' });
    if (!options.model) throw new AppError('SYSTEM-003', { message: 'EMBEDDING_MODEL is required for the openai embedding provider' });
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
    this.id = `openai:${options.model}`;
    this.dims = options.dimensions ?? 0;
    this.batchSize = options.batchSize ?? 64;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  get dimensions(): number {
    return this.dims;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += this.batchSize) out.push(...(await this.request(texts.slice(i, i + this.batchSize))));
    return out;
  }

  private async request(input: string[]): Promise<Float32Array[]> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const body: Record<string, unknown> = { model: this.options.model, input };
    if (this.options.dimensions) body.dimensions = this.options.dimensions;
    let response: Response;
    try {
      response = await this.fetchImpl(this.url, {
        method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw unavailable(`embeddings endpoint unreachable: ${(error as Error).name}`, error);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw unavailable(`embeddings endpoint answered HTTP ${response.status}`);
    }
    const parsed = (await response.json().catch(() => ({}))) as EmbeddingsResponse;
    const data = Array.isArray(parsed.data) ? parsed.data : [];
    if (data.length !== input.length) throw unavailable(`embeddings endpoint returned ${data.length} vectors for ${input.length} inputs`);
    const reported = parsed.usage?.prompt_tokens ?? parsed.usage?.total_tokens;
    if (typeof reported === 'number' && Number.isFinite(reported)) this.options.onUsage?.(reported, false);
    else this.options.onUsage?.(estimateTokens(input), true);
    const ordered = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    return ordered.map((item) => {
      const values = item.embedding;
      if (!Array.isArray(values) || values.length === 0 || !values.every((v) => typeof v === 'number' && Number.isFinite(v))) {
        throw unavailable('embeddings endpoint returned a malformed vector');
      }
      if (this.dims === 0) this.dims = values.length;
      if (values.length !== this.dims) throw unavailable(`embeddings endpoint returned ${values.length}-d vectors, expected ${this.dims}`);
      return l2Normalise(Float32Array.from(values as number[]));
    });
  }
}

function unavailable(message: string, cause?: unknown): AppError {
  return new AppError('SYSTEM-003', { message, details: { dependency: 'embeddings' }, cause });
}
