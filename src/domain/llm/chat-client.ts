/**
 * The optional language model: an OpenAI-compatible chat-completions endpoint
 * (POST {LLM_BASE_URL}/chat/completions with { model, messages, temperature, max_tokens },
 * answer { choices: [{ message: { content } }], usage }). Requests leave through the outbound
 * fetcher with the endpoint's host trusted for them only, because the operator named it in
 * LLM_BASE_URL; nothing a tool caller sends reaches the address or the guard. The key is sent
 * as a bearer token and never appears in messages or logs. Every answer the endpoint gave is
 * reported to a usage listener (telemetry_cost): its `usage` prompt and completion tokens, or
 * null when it reported none, so unknown usage is never counted as zero tokens.
 */
import type { LlmConfig } from '../../config/llm.js';
import { AppError } from '../errors/app-error.js';
import { endpointTrust } from '../net/endpoint-trust.js';
import { responseText, type OutboundFetcher } from '../net/outbound.js';
import { requireOk } from '../net/provider-status.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Upper bound of the answer's length in tokens. */
  maxTokens: number;
  /** 0 for judgements that should not vary between calls. */
  temperature?: number;
  signal?: AbortSignal;
}

export interface ChatAnswer {
  text: string;
  /** The model that answered, as the endpoint names it. */
  model: string;
  /** Tokens of prompt and answer when the endpoint reports them. */
  tokens: number | null;
}

/** What tools depend on; absent when LLM_BASE_URL is not set. */
export interface LlmClient {
  /** The configured model name (LLM_MODEL), for answers that say which model wrote them. */
  readonly model: string;
  /** One chat completion; WEB-003/004/007 when the endpoint fails, like any provider. */
  complete(request: ChatRequest): Promise<ChatAnswer>;
}

/** Told about every answer of the endpoint (telemetry_cost prices the tokens). */
export type LlmUsageListener = (usage: { provider: 'llm'; model: string; promptTokens: number | null; completionTokens: number | null }) => void;

const PROVIDER = 'The language model (LLM_BASE_URL)';

interface CompletionBody {
  model?: unknown;
  choices?: Array<{ message?: { content?: unknown } }>;
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown };
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Prompt and completion tokens when the answer reported both, else both null (unknown). */
function reportedUsage(body: CompletionBody | null): { promptTokens: number | null; completionTokens: number | null } {
  const usage = typeof body === 'object' && body !== null ? body.usage : undefined;
  if (usage && isCount(usage.prompt_tokens) && isCount(usage.completion_tokens)) return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
  return { promptTokens: null, completionTokens: null };
}

export class ChatCompletionsClient implements LlmClient {
  readonly model: string;
  private readonly url: string;
  private readonly trusted: string[];

  constructor(
    private readonly config: Required<Pick<LlmConfig, 'baseUrl' | 'model'>> & Pick<LlmConfig, 'apiKey' | 'timeoutMs'>,
    private readonly fetcher: OutboundFetcher,
    private readonly onUsage?: LlmUsageListener,
  ) {
    this.model = config.model;
    this.url = `${config.baseUrl}/chat/completions`;
    // No public default exists: the host is always one the operator chose.
    this.trusted = endpointTrust(config.baseUrl);
  }

  async complete(request: ChatRequest): Promise<ChatAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.config.apiKey) headers.authorization = `Bearer ${this.config.apiKey}`;
    const response = requireOk(
      await this.fetcher.fetch({
        url: this.url,
        method: 'POST',
        headers,
        body: JSON.stringify({ model: this.model, messages: request.messages, temperature: request.temperature ?? 0, max_tokens: request.maxTokens, stream: false }),
        signal: request.signal,
        provider: PROVIDER,
        trustedHosts: this.trusted,
        timeoutMs: this.config.timeoutMs,
      }),
      { provider: PROVIDER, onAuth: 'check LLM_API_KEY', onNotFound: 'check LLM_BASE_URL (it ends before /chat/completions, often in /v1) and LLM_MODEL' },
    );
    let body: CompletionBody | null = null;
    let json = true;
    try {
      body = JSON.parse(responseText(response)) as CompletionBody | null;
    } catch {
      json = false;
    }
    // Any answer the endpoint gave may be billed, whether or not it is a usable completion.
    this.onUsage?.({ provider: 'llm', model: this.model, ...reportedUsage(body) });
    if (!json) throw notACompletion('its answer is not JSON');
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw notACompletion('its answer has no choices[0].message.content');
    const total = Number(body?.usage?.total_tokens);
    return { text: content, model: typeof body?.model === 'string' && body.model ? body.model : this.model, tokens: Number.isFinite(total) ? total : null };
  }
}

function notACompletion(why: string): AppError {
  return new AppError('WEB-003', { message: `${PROVIDER} did not answer a chat completion: ${why}; check that LLM_BASE_URL points at an OpenAI-compatible API` });
}

/** The client when LLM_BASE_URL and LLM_MODEL are set; undefined otherwise (offline methods). */
export function createLlmClient(config: LlmConfig, fetcher: OutboundFetcher, onUsage?: LlmUsageListener): LlmClient | undefined {
  if (!config.baseUrl || !config.model) return undefined;
  return new ChatCompletionsClient({ baseUrl: config.baseUrl, model: config.model, apiKey: config.apiKey, timeoutMs: config.timeoutMs }, fetcher, onUsage);
}
