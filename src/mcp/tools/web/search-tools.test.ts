/**
 * The ext_*_search tools over /mcp (SDK client) against loopback stand-ins of SearXNG and
 * Brave Search, and over stdio (`memplat mcp`) against SearXNG: normalised results, what is
 * sent to each provider, the unconfigured answer and provider failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { startSearxngStandIn } from '../../../testing/stand-ins/searxng.js';
import { BRAVE_TEST_KEY, startBraveStandIn } from '../../../testing/stand-ins/brave.js';
import type { StandIn } from '../../../testing/stand-ins/loopback-server.js';
import { testTime } from '../../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

let searxng: StandIn;
let brave: StandIn;

beforeAll(async () => {
  searxng = await startSearxngStandIn();
  brave = await startBraveStandIn();
});
afterAll(async () => {
  await searxng?.close();
  await brave?.close();
});

async function expectSearxngResults(client: Client) {
  const web = await client.callTool({ name: 'ext_web_search', arguments: { query: 'rust', count: 5, freshness: 'month' } });
  expect(web.isError).toBeFalsy();
  expect(web.structuredContent).toEqual({
    provider: 'searxng',
    results: [
      { title: 'About rust', url: 'https://example.org/a', snippet: 'All about rust & more', source: 'example.org', published_at: '2024-05-01T10:00:00.000Z', thumbnail_url: null },
      { title: 'rust docs', url: 'https://docs.example.com/b', snippet: 'Reference', source: 'docs.example.com', published_at: null, thumbnail_url: null },
    ],
  });
}

describe('search tools over /mcp with SearXNG', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ SEARXNG_URL: searxng.url });
    client = await server.connect(await server.createKey('search'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('ext_web_search asks the JSON API in the general category and normalises the results', async () => {
    await expectSearxngResults(client);
    const asked = searxng.requests.find((r) => r.url.searchParams.get('categories') === 'general')!;
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({ q: 'rust', format: 'json', categories: 'general', time_range: 'month', pageno: '1' });
    expect(asked.headers['user-agent']).toMatch(/^memplat\//);
  });

  it('the other kinds use their categories and keep what each kind has', async () => {
    const images = await client.callTool({ name: 'ext_image_search', arguments: { query: 'otters', safe_search: 'moderate' } });
    expect(images.structuredContent).toEqual({ provider: 'searxng', results: [{ title: 'otters photo', url: 'https://photos.example.net/page/1', image_url: 'https://photos.example.net/full/1.jpg', thumbnail_url: 'https://photos.example.net/thumb/1.jpg', source: 'Example Photos' }] });
    expect(searxng.requests.at(-1)!.url.searchParams.get('safesearch')).toBe('1');

    const videos = await client.callTool({ name: 'ext_video_search', arguments: { query: 'wasm' } });
    expect(videos.structuredContent).toMatchObject({ results: [{ title: 'wasm talk', url: 'https://www.youtube.com/watch?v=abc123', source: 'Conf Channel', duration: '12:34', thumbnail_url: 'https://i.ytimg.com/vi/abc123/hqdefault.jpg', published_at: '2023-11-02T00:00:00.000Z' }] });

    const news = await client.callTool({ name: 'ext_news_search', arguments: { query: 'election' } });
    expect(news.structuredContent).toMatchObject({ results: [{ title: 'election in the news', source: 'news.example.com', published_at: '2025-01-15T08:30:00.000Z', thumbnail_url: 'https://news.example.com/story.jpg' }] });
    expect(searxng.requests.at(-1)!.url.searchParams.get('time_range')).toBe('week'); // the news default

    const places = await client.callTool({ name: 'ext_local_search', arguments: { query: 'café', location: 'Lyon, France' } });
    expect(places.structuredContent).toEqual({ provider: 'searxng', results: [{ name: 'Café du Parc', address: '3 Rue de la République, Lyon, 69002, France', latitude: 45.7578, longitude: 4.832, phone: '+33 4 00 00 00 00', url: 'https://www.openstreetmap.org/node/42', rating: null, categories: [] }] });
    expect(searxng.requests.at(-1)!.url.searchParams.get('q')).toBe('café Lyon, France');
  });
});

describe('search tools over /mcp with Brave Search', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    // Both configured: SEARCH_PROVIDER picks Brave.
    server = await startMcpTestServer({ SEARXNG_URL: searxng.url, BRAVE_API_KEY: BRAVE_TEST_KEY, BRAVE_API_URL: `${brave.url}/res/v1`, SEARCH_PROVIDER: 'brave', WEB_FETCH_TIMEOUT_MS: '1500', WEB_FETCH_RETRIES: '0' });
    client = await server.connect(await server.createKey('brave'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('sends the key and normalises every kind', async () => {
    const web = await client.callTool({ name: 'ext_web_search', arguments: { query: 'deno', country: 'de', freshness: 'week', count: 3 } });
    expect(web.structuredContent).toEqual({ provider: 'brave', results: [{ title: 'About deno', url: 'https://example.org/a', snippet: 'Everything on deno', source: 'Example Org', published_at: '2024-05-01T10:00:00.000Z', thumbnail_url: null }] });
    const asked = brave.requests.at(-1)!;
    expect(asked.headers['x-subscription-token']).toBe(BRAVE_TEST_KEY);
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ q: 'deno', country: 'DE', freshness: 'pw', count: '3' });

    const images = await client.callTool({ name: 'ext_image_search', arguments: { query: 'otters' } });
    expect(images.structuredContent).toEqual({ provider: 'brave', results: [{ title: 'otters image', url: 'https://pics.example.com/p', image_url: 'https://pics.example.com/full.png', thumbnail_url: 'https://imgs.search.brave.com/t.jpg', source: 'pics.example.com' }] });
    const videos = await client.callTool({ name: 'ext_video_search', arguments: { query: 'wasm' } });
    expect(videos.structuredContent).toMatchObject({ results: [{ source: 'Some Channel', duration: '04:21', thumbnail_url: 'https://imgs.search.brave.com/v.jpg' }] });
    const news = await client.callTool({ name: 'ext_news_search', arguments: { query: 'rates', freshness: 'day' } });
    expect(news.structuredContent).toMatchObject({ results: [{ title: 'rates news', source: 'news.example.com', published_at: '2025-01-15T08:30:00.000Z' }] });
    expect(brave.requests.at(-1)!.url.searchParams.get('freshness')).toBe('pd');
    const places = await client.callTool({ name: 'ext_local_search', arguments: { query: 'coffee', location: '37.7749,-122.4194', count: 2 } });
    expect(places.structuredContent).toEqual({ provider: 'brave', results: [{ name: 'Blue Bottle Coffee', address: '66 Mint St, San Francisco, CA 94103', latitude: 37.7821, longitude: -122.4065, phone: '+1 510-653-3394', url: 'https://example.com/biz/blue-bottle', rating: 4.3, categories: ['Coffee & Tea'] }] });
    expect(Object.fromEntries(brave.requests.at(-1)!.url.searchParams)).toEqual({ q: 'coffee', latitude: '37.7749', longitude: '-122.4194', count: '2' });
  });

  it('answers provider failures with the status and what to try, and never hangs past the timeout', async () => {
    const limited = await client.callTool({ name: 'ext_web_search', arguments: { query: 'rate-limit' } });
    expect(limited.isError).toBe(true);
    expect(text(limited)).toBe('WEB-003: Brave Search answered HTTP 429: it is rate-limiting this server; try again in 30 s {"status":429}');
    const failing = await client.callTool({ name: 'ext_news_search', arguments: { query: 'server-error' } });
    expect(text(failing)).toMatch(/^WEB-003: Brave Search answered HTTP 503: the provider is failing; try again later/);
    const started = Date.now();
    const hanging = await client.callTool({ name: 'ext_web_search', arguments: { query: 'hang' } });
    expect(text(hanging)).toBe('WEB-004: Brave Search did not answer within 1500 ms (WEB_FETCH_TIMEOUT_MS); try again later or ask for less');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(text(hanging)).not.toMatch(/\n\s+at /);
  });
});

describe('search tools over /mcp without a provider', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer({ BRAVE_API_KEY: 'wrong-key', BRAVE_API_URL: `${brave.url}/res/v1` });
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('a refused key names the setting to check', async () => {
    const client = await server.connect(await server.createKey('wrong'));
    const result = await client.callTool({ name: 'ext_image_search', arguments: { query: 'x' } });
    expect(text(result)).toMatch(/^WEB-003: Brave Search answered HTTP 401: it refused the key: check BRAVE_API_KEY/);
  });
});

describe('search tools unconfigured', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer();
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('answer one sentence naming the settings', async () => {
    const client = await server.connect(await server.createKey('none'));
    for (const name of ['ext_web_search', 'ext_image_search', 'ext_video_search', 'ext_news_search', 'ext_local_search']) {
      const result = await client.callTool({ name, arguments: { query: 'anything' } });
      expect(result.isError).toBe(true);
      expect(text(result)).toBe(`WEB-001: ${name} needs a search provider: set SEARXNG_URL to a SearXNG instance with its JSON API on, or BRAVE_API_KEY for Brave Search (SEARCH_PROVIDER picks one when both are set).`);
    }
  });
});

describe('search tools over stdio', () => {
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-search-stdio-');
  });
  afterAll(async () => store?.remove());

  it('memplat mcp searches through SearXNG', async () => {
    const transport = new MemplatMcpInProcess({ ...store.env, SEARXNG_URL: searxng.url });
    const client = new Client({ name: 'search-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
    try {
      await expectSearxngResults(client);
    } finally {
      await client.close();
    }
  }, testTime(120_000));
});
