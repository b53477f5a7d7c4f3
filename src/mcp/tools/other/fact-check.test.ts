/**
 * fact_check_claim over /mcp and stdio against loopback stand-ins: SearXNG's JSON API with the
 * article pages its results lead to, the caller's memories, and an OpenAI-compatible chat
 * endpoint as judge. Heuristic verdicts say they are heuristic; an unconfigured search says
 * what to set and memories still count; the model's bad answers fall back to the heuristic;
 * the model endpoint's trust never opens the address guard to result pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { startFactSourcesStandIn } from '../../../testing/stand-ins/fact-sources.js';
import { LLM_TEST_KEY, LLM_TEST_MODEL, startChatStandIn, type ChatStandIn } from '../../../testing/stand-ins/chat-completions.js';
import type { StandIn } from '../../../testing/stand-ins/loopback-server.js';
import { testTime } from '../../../testing/time-budget.js';

type Json = Record<string, any>;
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const EIFFEL = 'The Eiffel Tower was completed in 1889.';

let sources: StandIn;
let chat: ChatStandIn;
beforeAll(async () => {
  sources = await startFactSourcesStandIn();
  chat = await startChatStandIn(() => '{}');
});
afterAll(async () => {
  await sources?.close();
  await chat?.close();
});

async function ok(client: Client, name: string, args: Json): Promise<Json> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, result.isError ? text(result) : '').toBeFalsy();
  return result.structuredContent as Json;
}

async function expectEiffelSupported(client: Client) {
  const checked = await ok(client, 'fact_check_claim', { claim: EIFFEL });
  expect(checked).toMatchObject({ claim: EIFFEL, verdict: 'supported', method: 'heuristic', model: null, left_out: 0, notes: [], evidence: { search_provider: 'searxng', search_results: 3, pages_read: 2 } });
  expect(checked.confidence).toBeGreaterThan(0.5);
  expect(checked.explanation).toMatch(/^Heuristic check \(word overlap, negation and refuting words, numbers and dates; no language model\)/);
  const [claim] = checked.claims;
  expect(claim.citations[0]).toMatchObject({ source: 'page', url: `${sources.url}/facts/eiffel-history`, title: 'History of the Eiffel Tower', memory_key: null, stance: 'supports' });
  expect(claim.citations[0].snippet).toContain('The Eiffel Tower was completed in March 1889');
  expect(checked.sources).toEqual(expect.arrayContaining([`${sources.url}/facts/eiffel-history`, 'https://encyclopedia.example/eiffel']));
}

describe('fact_check_claim with SearXNG and readable sources', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ SEARXNG_URL: sources.url, WEB_FETCH_ALLOW_HOSTS: '127.0.0.1' });
    client = await server.connect(await server.createKey('facts'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('supports a claim the sources state, citing the passage of the page read', async () => {
    await expectEiffelSupported(client);
    const asked = sources.requests.find((r) => r.url.pathname === '/search')!;
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({ q: EIFFEL, format: 'json', categories: 'general' });
  });

  it('checks each claim of a text: supported, refuted by a myth, refuted by another number, unverified', async () => {
    const checked = await ok(client, 'fact_check_claim', {
      text: `${EIFFEL} The Great Wall of China is visible from the Moon. Do you agree? The Eiffel Tower is 500 metres tall. Purple unicorns have governed Atlantis since 1850.`,
    });
    expect(checked.claims.map((c: Json) => [c.claim, c.verdict])).toEqual([
      [EIFFEL, 'supported'],
      ['The Great Wall of China is visible from the Moon.', 'refuted'],
      ['The Eiffel Tower is 500 metres tall.', 'refuted'],
      ['Purple unicorns have governed Atlantis since 1850.', 'unverified'],
    ]);
    expect(checked).toMatchObject({ verdict: 'mixed', method: 'heuristic' });
    const wall = checked.claims[1];
    expect(wall.citations.find((c: Json) => c.source === 'page')).toMatchObject({ url: `${sources.url}/facts/great-wall`, stance: 'refutes' });
    expect(wall.explanation).toMatch(/Against: .*great-wall \(calls it "myth"\)/);
    expect(checked.claims[3]).toMatchObject({ confidence: 0, citations: [], sources: [] });
  });

  it('uses the caller\'s memories as evidence, and only the caller\'s', async () => {
    await ok(client, 'memory_store', { user_id: 'dana', agent_name: 'global', key: 'team/offsite', value: 'The team offsite takes place in Lisbon on 12 May 2025.', scope: 'persistent' });
    const mine = await ok(client, 'fact_check_claim', { claim: 'The team offsite takes place in Lisbon on 12 May 2025', user_id: 'dana' });
    expect(mine).toMatchObject({ verdict: 'supported', sources: ['memory:team/offsite'], evidence: { memories_considered: 1 } });
    expect(mine.claims[0].citations).toEqual([{ source: 'memory', url: null, title: null, memory_key: 'team/offsite', snippet: 'The team offsite takes place in Lisbon on 12 May 2025.', stance: 'supports' }]);
    const other = await ok(client, 'fact_check_claim', { claim: 'The team offsite takes place in Lisbon on 12 May 2025', user_id: 'erin' });
    expect(other).toMatchObject({ verdict: 'unverified', sources: [] });
    const without = await ok(client, 'fact_check_claim', { claim: 'The team offsite takes place in Lisbon on 12 May 2025', user_id: 'dana', use_memories: false });
    expect(without.evidence.memories_considered).toBe(0);
  });

  it('refuses calls without exactly one of claim and text', async () => {
    expect(text(await client.callTool({ name: 'fact_check_claim', arguments: {} }))).toMatch(/^MCP-008: Invalid tool arguments: give either claim \(one statement\) or text/);
    expect(text(await client.callTool({ name: 'fact_check_claim', arguments: { claim: 'a b c d', text: 'a b c d' } }))).toMatch(/^MCP-008: /);
    expect(text(await client.callTool({ name: 'fact_check_claim', arguments: { text: 'Is it? Why not?' } }))).toMatch(/^MCP-008: .*text has no sentence that states a checkable fact/);
  });
});

describe('fact_check_claim without a search provider', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer();
    client = await server.connect(await server.createKey('facts-offline'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('says which settings to set, still judging by the caller\'s memories', async () => {
    await ok(client, 'memory_store', { user_id: 'dana', agent_name: 'global', key: 'wifi', value: 'The office wifi password rotates every 30 days.', scope: 'persistent' });
    const checked = await ok(client, 'fact_check_claim', { claim: 'The office wifi password rotates every 30 days.', user_id: 'dana' });
    expect(checked).toMatchObject({ verdict: 'supported', sources: ['memory:wifi'], evidence: { search_provider: null, search_results: 0 } });
    expect(checked.notes).toEqual(['WEB-001: fact_check_claim needs a search provider: set SEARXNG_URL to a SearXNG instance with its JSON API on, or BRAVE_API_KEY for Brave Search (SEARCH_PROVIDER picks one when both are set).']);
  });

  it('answers WEB-001 when there is nothing to check against at all', async () => {
    const result = await client.callTool({ name: 'fact_check_claim', arguments: { claim: EIFFEL, use_memories: false } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^WEB-001: fact_check_claim needs a search provider: set SEARXNG_URL .* No memory of the caller bore on the claim either/);
  });
});

describe('fact_check_claim judged by a language model', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    // No WEB_FETCH_ALLOW_HOSTS: the model's loopback endpoint is trusted, the loopback result pages are not.
    server = await startMcpTestServer({ SEARXNG_URL: sources.url, LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL, LLM_API_KEY: LLM_TEST_KEY });
    client = await server.connect(await server.createKey('facts-llm'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('asks the model with the numbered evidence and takes its strict JSON verdict', async () => {
    chat.setReply(() => JSON.stringify({ verdict: 'supported', confidence: 0.93, explanation: 'Two sources give 1889 as the completion year.', supporting: [3], refuting: [] }));
    const checked = await ok(client, 'fact_check_claim', { claim: EIFFEL, context: 'A tour guide said it.' });
    expect(checked).toMatchObject({ verdict: 'supported', confidence: 0.93, method: 'llm', model: LLM_TEST_MODEL, sources: ['https://encyclopedia.example/eiffel'] });
    expect(checked.claims[0]).toMatchObject({ method: 'llm', explanation: `Two sources give 1889 as the completion year. (judged by ${LLM_TEST_MODEL} from the evidence cited)`, citations: [{ source: 'web', url: 'https://encyclopedia.example/eiffel', stance: 'supports' }] });
    const asked = chat.bodies.at(-1)!;
    expect(asked).toMatchObject({ model: LLM_TEST_MODEL, temperature: 0 });
    expect(asked.messages[1]!.content).toContain(`Claim: ${EIFFEL}\nContext of the claim: A tour guide said it.`);
    expect(asked.messages[1]!.content).toContain('[3] (search result "Eiffel Tower" https://encyclopedia.example/eiffel)\nThe Eiffel Tower was completed in 1889');
    // The pages on 127.0.0.1 met the guard: snippets only, and the notes say why.
    expect(checked.evidence.pages_read).toBe(0);
    expect(checked.notes.some((n: string) => /^A source page was skipped \(http:\/\/127\.0\.0\.1:\d+\/facts\/eiffel-history\): WEB-002: /.test(n))).toBe(true);
  });

  it('falls back to the heuristic on an answer that is not the JSON asked for, and says so', async () => {
    for (const reply of ['I think it is true.', '{"verdict":"probably","confidence":0.5,"explanation":"x"}', '{"verdict":"supported","confidence":0.9,"explanation":"x","supporting":[42]}']) {
      chat.setReply(() => reply);
      const checked = await ok(client, 'fact_check_claim', { claim: EIFFEL });
      expect(checked).toMatchObject({ method: 'heuristic', model: null, verdict: 'supported' });
      expect(checked.notes.at(-1)).toMatch(new RegExp(`^The language model was not used for 1 claim \\(the model \\(${LLM_TEST_MODEL}\\) .*\\); those verdicts are heuristic\\.$`));
    }
  });
});

describe('fact_check_claim over stdio', () => {
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-facts-stdio-');
  });
  afterAll(async () => store?.remove());

  it('memplat mcp checks a claim against SearXNG and the pages', async () => {
    const transport = new MemplatMcpInProcess({ ...store.env, SEARXNG_URL: sources.url, WEB_FETCH_ALLOW_HOSTS: '127.0.0.1' });
    const client = new Client({ name: 'facts-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
    try {
      await expectEiffelSupported(client);
    } finally {
      await client.close();
    }
  }, testTime(60_000));
});
