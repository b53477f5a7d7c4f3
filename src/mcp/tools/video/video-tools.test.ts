/**
 * get_video_metadata and get_video_transcript over /mcp and stdio against loopback stand-ins
 * of YouTube (oEmbed, watch pages, timedtext captions, Data API v3) and of a video page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { startYoutubeStandIn, VIDEO_ID, YOUTUBE_TEST_KEY } from '../../../testing/stand-ins/youtube.js';
import { startPagesStandIn } from '../../../testing/stand-ins/pages.js';
import type { StandIn } from '../../../testing/stand-ins/loopback-server.js';
import { isoDurationSeconds, youtubeVideoId } from '../../../domain/research/video/youtube-id.js';
import { testTime } from '../../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const WATCH = `https://www.youtube.com/watch?v=${VIDEO_ID}`;

let youtube: StandIn;
let site: StandIn;
beforeAll(async () => {
  youtube = await startYoutubeStandIn();
  site = await startPagesStandIn();
});
afterAll(async () => {
  await youtube?.close();
  await site?.close();
});

const transcriptEn = {
  url: WATCH, video_id: VIDEO_ID, language: 'en', auto_generated: false, available_languages: ['en', 'fr'],
  segments: [{ start: 0.5, duration: 2.1, text: 'We\'re no strangers to love' }, { start: 2.6, duration: 3, text: 'You know the rules & so do I' }],
  text: 'We\'re no strangers to love You know the rules & so do I',
};

async function expectYoutube(client: Client) {
  const meta = await client.callTool({ name: 'get_video_metadata', arguments: { url: WATCH } });
  expect(meta.structuredContent).toEqual({
    url: WATCH, platform: 'youtube', video_id: VIDEO_ID, title: 'Never Gonna Give You Up', channel: 'Rick Astley', channel_url: 'https://www.youtube.com/@RickAstleyYT',
    duration_seconds: 213, published_at: '2009-10-25T06:57:33.000Z', description: 'The official video.\nRemastered.',
    thumbnail_url: `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`, source: 'oembed+watch_page',
  });
  const transcript = await client.callTool({ name: 'get_video_transcript', arguments: { url: `https://youtu.be/${VIDEO_ID}?t=10`, language: 'en-GB' } });
  expect(transcript.structuredContent).toEqual({ ...transcriptEn, url: `https://youtu.be/${VIDEO_ID}?t=10` });
}

describe('video link parsing', () => {
  it('finds the id in every YouTube link form, and none elsewhere', () => {
    for (const url of [WATCH, `https://youtu.be/${VIDEO_ID}`, `https://m.youtube.com/shorts/${VIDEO_ID}`, `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?start=3`]) expect(youtubeVideoId(url)).toBe(VIDEO_ID);
    expect(youtubeVideoId('https://vimeo.com/123')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(isoDurationSeconds('PT1H2M3S')).toBe(3723);
    expect(isoDurationSeconds('P1DT1S')).toBe(86_401);
    expect(isoDurationSeconds('garbage')).toBeNull();
  });
});

describe('video tools over /mcp without a YouTube key', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ YOUTUBE_URL: youtube.url, WEB_FETCH_ALLOW_HOSTS: '127.0.0.1' });
    client = await server.connect(await server.createKey('video'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('reads YouTube metadata from oEmbed and the watch page, and the captions in the language asked for', async () => {
    await expectYoutube(client);
    const oembed = youtube.requests.find((r) => r.url.pathname === '/oembed')!;
    expect(oembed.url.searchParams.get('url')).toBe(`${youtube.url}/watch?v=${VIDEO_ID}`);
    expect(youtube.requests.some((r) => r.url.searchParams.get('signature') === 'abc')).toBe(true); // the track's own address
  });

  it('prefers the asked language, says which it gave, and reads format-3 captions', async () => {
    const fr = (await client.callTool({ name: 'get_video_transcript', arguments: { url: WATCH, language: 'fr' } })).structuredContent;
    expect(fr).toMatchObject({ language: 'fr', auto_generated: true, segments: [{ start: 0.5, duration: 2.1, text: 'nous ne sommes pas' }, { start: 2.6, duration: 3, text: 'des étrangers en amour' }] });
    const de = (await client.callTool({ name: 'get_video_transcript', arguments: { url: WATCH, language: 'de' } })).structuredContent;
    expect(de).toMatchObject({ language: 'en', available_languages: ['en', 'fr'] });
    const listed = (await client.callTool({ name: 'get_video_transcript', arguments: { url: 'https://www.youtube.com/watch?v=listonly000' } })).structuredContent;
    expect(listed).toMatchObject({ video_id: 'listonly000', language: 'en', available_languages: ['en'] });
  });

  it('says plainly when there is no transcript or no such video', async () => {
    expect(text(await client.callTool({ name: 'get_video_transcript', arguments: { url: 'https://www.youtube.com/watch?v=nocaption00' } }))).toBe('WEB-008: The YouTube video nocaption00 has no captions, so there is no transcript to read');
    expect(text(await client.callTool({ name: 'get_video_transcript', arguments: { url: 'https://vimeo.com/123' } }))).toMatch(/^WEB-008: get_video_transcript reads YouTube captions; https:\/\/vimeo\.com\/123 is not a YouTube video link/);
    expect(text(await client.callTool({ name: 'get_video_metadata', arguments: { url: 'https://youtu.be/missing0000' } }))).toBe('WEB-003: YouTube oEmbed answered HTTP 404: no such video (removed, or a wrong id) {"status":404}');
  });

  it('summarises the captions, or the description when there are none', async () => {
    const captions = (await client.callTool({ name: 'video_summarize', arguments: { url: WATCH, length: 'short' } })).structuredContent as { summary: string; key_points: string[] };
    expect(captions).toMatchObject({ url: WATCH, title: 'Never Gonna Give You Up', source: 'transcript', language: 'en', method: 'extractive' });
    expect(captions.summary).toContain('strangers to love');
    expect(captions.key_points.length).toBeGreaterThan(0);
    const noCaptions = await client.callTool({ name: 'video_summarize', arguments: { url: 'https://www.youtube.com/watch?v=nocaption00' } });
    expect(noCaptions.structuredContent).toMatchObject({ source: 'description', language: null, summary: 'The official video. Remastered.' });
    const page = await client.callTool({ name: 'video_summarize', arguments: { url: `${site.url}/video` } });
    expect(page.structuredContent).toMatchObject({ title: 'Otters at scale', source: 'description', summary: 'A talk about otters.' });
  });

  it('reads other video pages from their metadata (JSON-LD, Open Graph)', async () => {
    const page = await client.callTool({ name: 'get_video_metadata', arguments: { url: `${site.url}/video` } });
    expect(page.structuredContent).toEqual({
      url: `${site.url}/video`, platform: new URL(site.url).host, video_id: null, title: 'Otters at scale', channel: 'Jane Doe', channel_url: 'https://conftube.example/jane',
      duration_seconds: 1830, published_at: '2024-06-01T10:00:00.000Z', description: 'A talk about otters.', thumbnail_url: 'https://conftube.example/otters.jpg', source: 'page',
    });
  });
});

describe('get_video_metadata with YOUTUBE_API_KEY', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer({ YOUTUBE_URL: youtube.url, YOUTUBE_API_URL: `${youtube.url}/youtube/v3`, YOUTUBE_API_KEY: YOUTUBE_TEST_KEY });
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('uses the Data API v3', async () => {
    const client = await server.connect(await server.createKey('video-api'));
    const meta = await client.callTool({ name: 'get_video_metadata', arguments: { url: WATCH } });
    expect(meta.structuredContent).toEqual({
      url: WATCH, platform: 'youtube', video_id: VIDEO_ID, title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)', channel: 'Rick Astley',
      channel_url: 'https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw', duration_seconds: 213, published_at: '2009-10-25T06:57:33.000Z',
      description: 'The official video.', thumbnail_url: 'https://i.ytimg.com/vi/x/hqdefault.jpg', source: 'youtube_data_api',
    });
    const asked = youtube.requests.at(-1)!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ part: 'snippet,contentDetails', id: VIDEO_ID, key: YOUTUBE_TEST_KEY });
    expect(text(await client.callTool({ name: 'get_video_metadata', arguments: { url: 'https://youtu.be/missing0000' } }))).toBe('WEB-008: YouTube has no public video with id missing0000 (removed, private or a wrong id)');
  });
});

describe('video tools over stdio', () => {
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-video-stdio-');
  });
  afterAll(async () => store?.remove());

  it('memplat mcp reads YouTube metadata and transcripts', async () => {
    const transport = new MemplatMcpInProcess({ ...store.env, YOUTUBE_URL: youtube.url });
    const client = new Client({ name: 'video-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
    try {
      await expectYoutube(client);
    } finally {
      await client.close();
    }
  }, testTime(120_000));
});
