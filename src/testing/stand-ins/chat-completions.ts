/**
 * An OpenAI-compatible chat-completions stand-in (`POST /v1/chat/completions`), answering in
 * the API's shape (id, object chat.completion, choices[].message, finish_reason, usage) and its
 * error bodies ({"error": {"message", "type", "code"}}): 401 without the test key, 404 for an
 * unknown model. What the "model" says is up to the test: `reply` sees the request body. Token
 * `usage` is counted at about 4 characters per token unless the test sets the numbers, or has
 * the answer leave `usage` out (as some OpenAI-compatible servers do).
 */
import { sendJson, startStandIn, type StandIn } from './loopback-server.js';

export const LLM_TEST_KEY = 'sk-test-llm-key';
export const LLM_TEST_MODEL = 'test-model';

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  temperature?: number;
  max_tokens?: number;
}

/** The assistant's content for a request. */
export type ChatReply = (body: ChatRequestBody) => string;

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** The `usage` of an answer: 'counted' (about 4 characters per token), fixed numbers, or null for none. */
export type ChatUsageMode = 'counted' | ChatUsage | null;

export interface ChatStandIn extends StandIn {
  /** Replaces what the model answers from now on. */
  setReply(reply: ChatReply): void;
  /** Replaces the usage the answers report from now on. */
  setUsage(usage: ChatUsageMode): void;
  /** Bodies of the chat requests received, in order. */
  bodies: ChatRequestBody[];
}

export async function startChatStandIn(reply: ChatReply): Promise<ChatStandIn> {
  let current = reply;
  let usageMode: ChatUsageMode = 'counted';
  const bodies: ChatRequestBody[] = [];
  const standIn = await startStandIn((req, res) => {
    if (req.method !== 'POST' || req.url.pathname !== '/v1/chat/completions') {
      return sendJson(res, { error: { message: `Invalid URL (${req.method} ${req.url.pathname})`, type: 'invalid_request_error', param: null, code: null } }, 404);
    }
    if (req.headers.authorization !== `Bearer ${LLM_TEST_KEY}`) {
      return sendJson(res, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } }, 401);
    }
    const body = JSON.parse(req.body || '{}') as ChatRequestBody;
    if (body.model !== LLM_TEST_MODEL) {
      return sendJson(res, { error: { message: `The model \`${body.model}\` does not exist or you do not have access to it.`, type: 'invalid_request_error', param: null, code: 'model_not_found' } }, 404);
    }
    bodies.push(body);
    const content = current(body);
    const usage = usageMode === 'counted'
      ? { prompt_tokens: body.messages.reduce((n, m) => n + Math.ceil(m.content.length / 4), 0), completion_tokens: Math.ceil(content.length / 4) }
      : usageMode;
    sendJson(res, {
      id: `chatcmpl-${bodies.length}`, object: 'chat.completion', created: 1_700_000_000, model: LLM_TEST_MODEL, system_fingerprint: 'fp_test',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      ...(usage ? { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } } : {}),
    });
  });
  return Object.assign(standIn, {
    bodies,
    setReply: (next: ChatReply) => { current = next; },
    setUsage: (next: ChatUsageMode) => { usageMode = next; },
  });
}
