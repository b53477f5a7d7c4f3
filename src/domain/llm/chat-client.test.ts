/**
 * The chat-completions client through the real outbound fetcher against a loopback stand-in
 * of the OpenAI API: the configured endpoint's host is reachable (it is the operator's), while
 * the same fetcher still refuses loopback for anything else; refusals and bad answers are
 * sentences naming the settings; the answer parser takes strict JSON only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebConfig } from '../../config/web.js';
import { ConfigError } from '../../config/env.js';
import { loadLlmConfig } from '../../config/llm.js';
import { createHttpFetcher } from '../../adapters/net/http-fetcher.js';
import { createLlmClient } from './chat-client.js';
import { parseJsonObject, textListField } from './json-answer.js';
import { LLM_TEST_KEY, LLM_TEST_MODEL, startChatStandIn, type ChatStandIn } from '../../testing/stand-ins/chat-completions.js';

let chat: ChatStandIn;
beforeAll(async () => {
  chat = await startChatStandIn((body) => `echo: ${body.messages.at(-1)!.content}`);
});
afterAll(async () => chat?.close());

const fetcher = () => createHttpFetcher(loadWebConfig({}).fetch);

describe('LLM settings', () => {
  it('are off unless LLM_BASE_URL is set, and need LLM_MODEL with it', () => {
    expect(createLlmClient(loadLlmConfig({}), fetcher())).toBeUndefined();
    expect(loadLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1' })).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: undefined, timeoutMs: 60_000 });
    expect(() => loadLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(new ConfigError('LLM_MODEL must be set when LLM_BASE_URL is (the model name the endpoint serves, e.g. llama3.1)'));
    expect(() => loadLlmConfig({ LLM_BASE_URL: 'file:///tmp/x', LLM_MODEL: 'm' })).toThrow(ConfigError);
  });
});

describe('chat-completions client', () => {
  it('asks the configured loopback endpoint with the model, the key and temperature 0', async () => {
    const client = createLlmClient(loadLlmConfig({ LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL, LLM_API_KEY: LLM_TEST_KEY }), fetcher())!;
    const answer = await client.complete({ messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'hello' }], maxTokens: 50 });
    expect(answer).toEqual({ text: 'echo: hello', model: LLM_TEST_MODEL, tokens: expect.any(Number) });
    expect(chat.bodies.at(-1)).toMatchObject({ model: LLM_TEST_MODEL, temperature: 0, max_tokens: 50, messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'hello' }] });
    expect(chat.requests.at(-1)!.headers['user-agent']).toMatch(/^memplat\//);
  });

  it('tells the usage listener each answer\'s prompt and completion tokens, and null for an answer without usage', async () => {
    const told: unknown[] = [];
    const client = createLlmClient(loadLlmConfig({ LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL, LLM_API_KEY: LLM_TEST_KEY }), fetcher(), (usage) => told.push(usage))!;
    const ask = () => client.complete({ messages: [{ role: 'user', content: 'hello' }], maxTokens: 5 });
    chat.setUsage({ prompt_tokens: 17, completion_tokens: 4 });
    expect((await ask()).tokens).toBe(21);
    chat.setUsage(null);
    expect((await ask()).tokens).toBeNull();
    chat.setUsage('counted');
    expect(told).toEqual([
      { provider: 'llm', model: LLM_TEST_MODEL, promptTokens: 17, completionTokens: 4 },
      { provider: 'llm', model: LLM_TEST_MODEL, promptTokens: null, completionTokens: null },
    ]);
    // A refused request (no answer) is not usage.
    const noKey = createLlmClient(loadLlmConfig({ LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL }), fetcher(), (usage) => told.push(usage))!;
    await expect(noKey.complete({ messages: [{ role: 'user', content: 'x' }], maxTokens: 5 })).rejects.toMatchObject({ code: 'WEB-003' });
    expect(told).toHaveLength(2);
  });

  it('keeps the address guard for everything else on the same fetcher', async () => {
    const shared = fetcher();
    createLlmClient(loadLlmConfig({ LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL }), shared);
    await expect(shared.fetch({ url: `${chat.url}/v1/chat/completions`, method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'WEB-002' });
  });

  it('says which setting to check when the endpoint refuses, and when it is not a chat API', async () => {
    const noKey = createLlmClient(loadLlmConfig({ LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL }), fetcher())!;
    await expect(noKey.complete({ messages: [{ role: 'user', content: 'x' }], maxTokens: 5 })).rejects.toMatchObject({ code: 'WEB-003', message: 'The language model (LLM_BASE_URL) answered HTTP 401: check LLM_API_KEY' });
    const wrongPath = createLlmClient(loadLlmConfig({ LLM_BASE_URL: chat.url, LLM_MODEL: LLM_TEST_MODEL, LLM_API_KEY: LLM_TEST_KEY }), fetcher())!;
    await expect(wrongPath.complete({ messages: [{ role: 'user', content: 'x' }], maxTokens: 5 })).rejects.toMatchObject({ code: 'WEB-003', message: expect.stringContaining('check LLM_BASE_URL (it ends before /chat/completions, often in /v1) and LLM_MODEL') });
    const closed = createLlmClient(loadLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: LLM_TEST_MODEL }), fetcher())!;
    await expect(closed.complete({ messages: [{ role: 'user', content: 'x' }], maxTokens: 5 })).rejects.toMatchObject({ code: 'WEB-007' });
  });
});

describe('strict JSON answers', () => {
  it('takes one JSON object, bare or in one code fence, and nothing else', () => {
    expect(parseJsonObject('{"verdict":"supported"}')).toEqual({ verdict: 'supported' });
    expect(parseJsonObject('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(parseJsonObject('Sure! {"a":1}')).toBeNull();
    expect(parseJsonObject('[1,2]')).toBeNull();
    expect(parseJsonObject('{"a":')).toBeNull();
    expect(textListField({ k: ['a', ' b ', ''] }, 'k')).toEqual(['a', 'b']);
    expect(textListField({ k: ['a', 1] }, 'k')).toBeNull();
  });
});
