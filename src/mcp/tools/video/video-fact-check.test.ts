/**
 * video_fact_check, and video_summarize with a language model, over /mcp and stdio against
 * loopback stand-ins of YouTube (captions), SearXNG with its article pages, and an
 * OpenAI-compatible chat endpoint: claims picked from the captions (by ranking sentences, or
 * by the model), each checked like fact_check_claim; summaries written by the model, or
 * extractive with the reason when the model answers badly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { FACTS_VIDEO_ID, startYoutubeStandIn, VIDEO_ID } from '../../../testing/stand-ins/youtube.js';
import { startFactSourcesStandIn } from '../../../testing/stand-ins/fact-sources.js';
import { LLM_TEST_KEY, LLM_TEST_MODEL, startChatStandIn, type ChatRequestBody, type ChatStandIn } from '../../../testing/stand-ins/chat-completions.js';
import type { StandIn } from '../../../testing/stand-ins/loopback-server.js';
import { testTime } from '../../../testing/time-budget.js';

type Json = Record<string, any>;
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const FACTS = `https://www.youtube.com/watch?v=${FACTS_VIDEO_ID}`;
const EIFFEL = 'The Eiffel Tower was completed in 1889.';
const WALL = 'The Great Wall of China is visible from the Moon.';

let youtube: StandIn;
let sources: StandIn;
let chat: ChatStandIn;
beforeAll(async () => {
  youtube = await startYoutubeStandIn();
  sources = await startFactSourcesStandIn();
  chat = await startChatStandIn(() => '{}');
});
afterAll(async () => {
  await youtube?.close();
  await sources?.close();
  await chat?.close();
});

async function ok(client: Client, name: string, args: Json): Promise<Json> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, result.isError ? text(result) : '').toBeFalsy();
  return result.structuredContent as Json;
}

async function expectCaptionClaimsChecked(client: Client) {
  const checked = await ok(client, 'video_fact_check', { url: FACTS });
  expect(checked).toMatchObject({ url: FACTS, title: 'Never Gonna Give You Up', claims_from: 'transcript', claims_method: 'heuristic', language: 'en', method: 'heuristic', model: null, verdict: 'mixed' });
  const verdicts = Object.fromEntries(checked.verdicts.map((v: Json) => [v.claim, v.verdict]));
  expect(verdicts).toMatchObject({ [EIFFEL]: 'supported', [WALL]: 'refuted' });
  expect(Object.keys(verdicts).some((c) => /subscribe/.test(c))).toBe(false);
  expect(checked.evidence).toMatchObject({ search_provider: 'searxng' });
}

describe('video_fact_check over /mcp without a model', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ YOUTUBE_URL: youtube.url, SEARXNG_URL: sources.url, WEB_FETCH_ALLOW_HOSTS: '127.0.0.1' });
    client = await server.connect(await server.createKey('video-facts'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('picks the checkable claims of the captions and checks each against the sources', async () => {
    await expectCaptionClaimsChecked(client);
  });

  it('checks the claims given instead, and says where they came from', async () => {
    const checked = await ok(client, 'video_fact_check', { url: FACTS, claims: [WALL] });
    expect(checked).toMatchObject({ claims_from: 'given', claims_method: 'given', language: null, verdict: 'refuted', left_out: 0 });
    expect(checked.verdicts[0]).toMatchObject({ claim: WALL, verdict: 'refuted', method: 'heuristic', sources: expect.arrayContaining([`${sources.url}/facts/great-wall`]) });
  });

  it('says plainly when a video has nothing to read', async () => {
    expect(text(await client.callTool({ name: 'video_fact_check', arguments: { url: 'https://youtu.be/missing0000' } }))).toMatch(/^WEB-003: YouTube oEmbed answered HTTP 404/);
  });

  it('summarises extractively and says so', async () => {
    const summary = await ok(client, 'video_summarize', { url: FACTS, length: 'short' });
    expect(summary).toMatchObject({ method: 'extractive', model: null, source: 'transcript' });
    expect(summary.note).toBeUndefined();
  });
});

describe('video tools with a language model', () => {
  let server: McpTestServer;
  let client: Client;
  const replies = (summary: string) => (body: ChatRequestBody) => {
    const system = body.messages[0]!.content;
    if (system.startsWith('You summarise')) return summary;
    if (system.startsWith('You pick out')) return JSON.stringify({ claims: [EIFFEL] });
    return JSON.stringify({ verdict: 'supported', confidence: 0.9, explanation: 'The history page dates the completion to March 1889.', supporting: [1], refuting: [] });
  };

  beforeAll(async () => {
    server = await startMcpTestServer({ YOUTUBE_URL: youtube.url, SEARXNG_URL: sources.url, WEB_FETCH_ALLOW_HOSTS: '127.0.0.1', LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL, LLM_API_KEY: LLM_TEST_KEY });
    client = await server.connect(await server.createKey('video-llm'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('video_summarize has the model write the summary from the captions', async () => {
    chat.setReply(replies(JSON.stringify({ summary: 'A short video about two landmarks.', key_points: ['The tower dates from 1889.', 'The wall claim is examined.'] })));
    const summary = await ok(client, 'video_summarize', { url: FACTS, length: 'short' });
    expect(summary).toEqual({ url: FACTS, title: 'Never Gonna Give You Up', source: 'transcript', language: 'en', method: 'abstractive', model: LLM_TEST_MODEL, summary: 'A short video about two landmarks.', key_points: ['The tower dates from 1889.', 'The wall claim is examined.'] });
    const asked = chat.bodies.at(-1)!;
    expect(asked.messages[1]!.content).toContain('Text (the captions):\nHello everyone and welcome back to the channel. The Eiffel Tower was completed in 1889.');
    expect(asked.messages[1]!.content).toContain('about 3 sentences');
  });

  it('video_summarize stays extractive when the model answers badly, and says why', async () => {
    chat.setReply(replies('Here is your summary: the video is about landmarks.'));
    const summary = await ok(client, 'video_summarize', { url: `https://www.youtube.com/watch?v=${VIDEO_ID}`, length: 'short' });
    expect(summary).toMatchObject({ method: 'extractive', model: null, note: `The language model was not used: the model (${LLM_TEST_MODEL}) did not answer the JSON asked for. This summary is extractive.` });
    expect(summary.summary).toContain('strangers to love');
  });

  it('video_fact_check lets the model pick the claims and judge them', async () => {
    chat.setReply(replies('{}'));
    const checked = await ok(client, 'video_fact_check', { url: FACTS });
    expect(checked).toMatchObject({ claims_from: 'transcript', claims_method: 'llm', method: 'llm', model: LLM_TEST_MODEL, verdict: 'supported', confidence: 0.9 });
    expect(checked.verdicts).toEqual([expect.objectContaining({ claim: EIFFEL, verdict: 'supported', method: 'llm', sources: [`${sources.url}/facts/eiffel-history`] })]);
    const judged = chat.bodies.at(-1)!;
    expect(judged.messages[1]!.content).toContain(`Context of the claim: Said in the video "Never Gonna Give You Up" (${FACTS})`);
  });
});

describe('video_fact_check over stdio', () => {
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-video-facts-stdio-');
  });
  afterAll(async () => store?.remove());

  it('memplat mcp checks the claims of a video', async () => {
    const transport = new MemplatMcpInProcess({ ...store.env, YOUTUBE_URL: youtube.url, SEARXNG_URL: sources.url, WEB_FETCH_ALLOW_HOSTS: '127.0.0.1' });
    const client = new Client({ name: 'video-facts-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
    try {
      await expectCaptionClaimsChecked(client);
    } finally {
      await client.close();
    }
  }, testTime(60_000));
});
