/**
 * The optional language model: any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama,
 * vLLM, LM Studio...). Unset, every tool that can use it answers with its offline method
 * (extractive summaries, heuristic fact checks). Its requests leave through the outbound
 * fetcher; the host of LLM_BASE_URL is trusted for those requests only, because the operator
 * named it (a model server on 127.0.0.1 is the usual case), never because a caller asked.
 */
import { ConfigError, readInt, readOptional, type Env, type SettingDoc } from './env.js';

export const llmSettings: SettingDoc[] = [
  { env: 'LLM_BASE_URL', default: '(unset)', description: 'Base URL of an OpenAI-compatible chat-completions API (the part before /chat/completions), e.g. http://127.0.0.1:11434/v1 for Ollama or https://api.openai.com/v1. When set, video_summarize writes abstractive summaries, fact_check_claim / video_fact_check ask the model to judge the evidence and coding_generate_pr_description has it write the pull request description; unset, they use their offline methods and say so. Its host is trusted by the outbound fetcher for these requests only (so a loopback model server works without WEB_FETCH_ALLOW_HOSTS).' },
  { env: 'LLM_MODEL', default: '(unset)', description: 'Model name sent with every chat request (e.g. llama3.1, gpt-4o-mini); required when LLM_BASE_URL is set.' },
  { env: 'LLM_API_KEY', default: '(unset)', description: 'Bearer key for the chat endpoint (never logged; not needed by a local Ollama).' },
  { env: 'LLM_TIMEOUT_MS', default: '60000', description: 'Longest one chat request may take (models can be slow); MCP_TOOL_TIMEOUT_MS still bounds the whole tool call, and a tool falls back to its offline method when the model fails or times out.' },
];

export interface LlmConfig {
  /** Absent: no language model; tools use their offline methods. */
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  timeoutMs: number;
}

export function loadLlmConfig(env: Env): LlmConfig {
  const raw = readOptional(env, 'LLM_BASE_URL');
  const model = readOptional(env, 'LLM_MODEL');
  const timeoutMs = readInt(env, 'LLM_TIMEOUT_MS', 60_000, 1_000, 600_000);
  if (raw === undefined) return { timeoutMs, model, apiKey: readOptional(env, 'LLM_API_KEY') };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`LLM_BASE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`LLM_BASE_URL must be an http or https URL, got "${raw}"`);
  if (!model) throw new ConfigError('LLM_MODEL must be set when LLM_BASE_URL is (the model name the endpoint serves, e.g. llama3.1)');
  return { baseUrl: raw.replace(/\/+$/, ''), model, apiKey: readOptional(env, 'LLM_API_KEY'), timeoutMs };
}
