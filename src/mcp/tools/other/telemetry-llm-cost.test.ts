/**
 * telemetry_cost reports what the language model cost: fact_check_claim over /mcp asks a
 * loopback chat-completions stand-in to judge (SearXNG stand-in for evidence), the stand-in's
 * `usage` is recorded per tool and model and priced by TELEMETRY_PRICES, and an answer that
 * reports no usage is counted as a request whose tokens are unknown, not as zero tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { startFactSourcesStandIn } from '../../../testing/stand-ins/fact-sources.js';
import { LLM_TEST_KEY, LLM_TEST_MODEL, startChatStandIn, type ChatStandIn } from '../../../testing/stand-ins/chat-completions.js';
import type { StandIn } from '../../../testing/stand-ins/loopback-server.js';
import { testTime } from '../../../testing/time-budget.js';

type Json = Record<string, any>;
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const CLAIM = 'The Eiffel Tower was completed in 1889.';

let sources: StandIn;
let chat: ChatStandIn;
let server: McpTestServer;
let client: Client;

beforeAll(async () => {
  sources = await startFactSourcesStandIn();
  chat = await startChatStandIn(() => JSON.stringify({ verdict: 'supported', confidence: 0.9, explanation: 'The sources give 1889.', supporting: [1], refuting: [] }));
  server = await startMcpTestServer({
    SEARXNG_URL: sources.url,
    LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL, LLM_API_KEY: LLM_TEST_KEY,
    TELEMETRY_PRICES: `{"${LLM_TEST_MODEL}":{"input":1.5,"output":6}}`,
  });
  client = await server.connect(await server.createKey('llm-cost'));
}, testTime(60_000));
afterAll(async () => {
  await server?.close();
  await sources?.close();
  await chat?.close();
});

async function call(name: string, args: Json): Promise<Json> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, result.isError ? text(result) : '').toBeFalsy();
  return result.structuredContent as Json;
}

describe('telemetry_cost with the language model', () => {
  it('names the configured model and its prices before any usage', async () => {
    const cost = await call('telemetry_cost', { period: 'day' });
    expect(cost.llm).toEqual({
      configured_model: { provider: 'llm', model: LLM_TEST_MODEL, input_price_per_million_tokens: 1.5, output_price_per_million_tokens: 6 },
      total: 0, requests: 0, prompt_tokens: 0, completion_tokens: 0, requests_without_usage: 0, breakdown: [], models: [],
    });
    expect(cost.notes).toContain('no language-model usage was recorded in this period');
  });

  it('reports the tokens the endpoint said a tool used, priced by model, and answers without usage as unknown', async () => {
    chat.setUsage({ prompt_tokens: 1_200, completion_tokens: 300 });
    const asked = chat.bodies.length;
    expect(await call('fact_check_claim', { claim: CLAIM })).toMatchObject({ method: 'llm', model: LLM_TEST_MODEL });
    expect(chat.bodies.length - asked).toBe(1);
    chat.setUsage(null);
    expect(await call('fact_check_claim', { claim: CLAIM })).toMatchObject({ method: 'llm' });
    chat.setUsage('counted');

    const cost = await call('telemetry_cost', { period: 'day', group_by: 'tool' });
    // 1,200 prompt tokens at 1.5 and 300 completion tokens at 6 per million.
    expect(cost.llm).toMatchObject({ total: 0.0036, requests: 2, prompt_tokens: 1_200, completion_tokens: 300, requests_without_usage: 1 });
    expect(cost.llm.breakdown).toEqual([{ key: 'mcp: fact_check_claim', requests: 2, prompt_tokens: 1_200, completion_tokens: 300, requests_without_usage: 1, cost: 0.0036 }]);
    expect(cost.llm.models).toEqual([{
      provider: 'llm', model: LLM_TEST_MODEL, requests: 2, prompt_tokens: 1_200, completion_tokens: 300, requests_without_usage: 1, cost: 0.0036,
      input_price_per_million_tokens: 1.5, output_price_per_million_tokens: 6,
    }]);
    // The embedding side (builtin: free) stays where it was, and the grand total adds both.
    expect(cost).toMatchObject({ currency: 'USD', total: 0, configured_provider: { provider: 'builtin' }, grand_total: 0.0036 });
    expect(cost.notes).toContain('1 language-model request came back without token usage; its tokens are unknown and not in the cost (requests_without_usage)');

    const byModel = await call('telemetry_cost', { period: 'day', group_by: 'provider' });
    expect(byModel.llm.breakdown).toEqual([{ key: `llm:${LLM_TEST_MODEL}`, requests: 2, prompt_tokens: 1_200, completion_tokens: 300, requests_without_usage: 1, cost: 0.0036 }]);
  });
});
