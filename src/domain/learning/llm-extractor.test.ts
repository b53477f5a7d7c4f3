/**
 * MEMORY_LEARNING=llm against the loopback chat stand-in: the model's JSON answer is taken
 * (only sentences the user wrote), and a model answering prose or failing falls back to the rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebConfig } from '../../config/web.js';
import { loadLlmConfig } from '../../config/llm.js';
import { createHttpFetcher } from '../../adapters/net/http-fetcher.js';
import { createLlmClient, type LlmClient } from '../llm/chat-client.js';
import { LLM_TEST_KEY, LLM_TEST_MODEL, startChatStandIn, type ChatStandIn } from '../../testing/stand-ins/chat-completions.js';
import { extractWithModel } from './llm-extractor.js';

let chat: ChatStandIn;
let llm: LlmClient;
beforeAll(async () => {
  chat = await startChatStandIn(() => '');
  llm = createLlmClient(loadLlmConfig({ LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL, LLM_API_KEY: LLM_TEST_KEY }), createHttpFetcher(loadWebConfig({}).fetch))!;
});
afterAll(async () => chat?.close());

const said = Date.parse('2026-03-09T08:15:00Z');
const text = 'I work at Feedzai now. My sister Lin lives in Singapore.';

describe('learning with the language model', () => {
  it('asks with the schema and the user\'s words only, and takes the facts it answers', async () => {
    chat.setReply(() => JSON.stringify({
      facts: [
        { attribute: 'employer', object: 'Feedzai', sentence: 'I work at Feedzai now.', replaces: 'Farfetch' },
        { attribute: 'home', object: 'Sintra', sentence: 'You should move to Sintra.' },
      ],
      endings: [],
    }));
    const found = await extractWithModel(llm, text, said);
    expect(found.facts).toEqual([expect.objectContaining({ attribute: 'employer', object: 'Feedzai', replaces: 'Farfetch', validFrom: '2026-03-09T08:15:00.000Z' })]);
    const asked = chat.bodies.at(-1)!;
    expect(asked.messages[0]!.content).toContain('JSON Schema');
    expect(asked.messages[1]!.content).toContain(text);
  });

  it('falls back to the rules when the model answers prose or fails', async () => {
    const reasons: unknown[] = [];
    chat.setReply(() => 'Sure! The user works at Feedzai.');
    const prose = await extractWithModel(llm, text, said, (r) => reasons.push(r));
    expect(prose.facts.map((f) => [f.attribute, f.object])).toEqual([['employer', 'Feedzai'], ['relation', 'Lin']]);
    await chat.close();
    const down = await extractWithModel(llm, text, said, (r) => reasons.push(r));
    expect(down.facts.map((f) => f.object)).toEqual(['Feedzai', 'Lin']);
    expect(reasons).toHaveLength(2);
  });
});
