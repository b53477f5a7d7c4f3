/**
 * multimodal_index and multimodal_search through the SDK client (in-memory transport) on a
 * real server's services and real files made at test time: a JPEG with EXIF, a PNG, a WAV with
 * tags and an MP4 with text subtitles (ffmpeg), a PDF, Markdown; a folder walk with progress,
 * no-op re-indexing, the roots, an address through the outbound fetcher, cancellation, and
 * the remote server's refusal of local paths.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema, type CallToolResult, type Progress } from '@modelcontextprotocol/sdk/types.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { startStandIn, type StandIn } from '../../../testing/stand-ins/loopback-server.js';
import { connectInProcess } from '../../../testing/mcp/in-process-client.js';
import { indexFiles } from './indexer.js';
import { hasFfmpeg, OTTER_PHOTO, SUBTITLE_LINE, writeDocumentFixtures, writeMediaFixtures } from '../../../testing/mcp/media-fixtures.js';
import { settle, testTime } from '../../../testing/time-budget.js';

const FFMPEG = hasFfmpeg();
if (!FFMPEG && process.env.REQUIRE_FFMPEG === '1') throw new Error('ffmpeg is required here (REQUIRE_FFMPEG=1) but not installed');

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const user = { user_id: 'mira' };

let server: TestServer;
let client: Client;
let closeClient: () => Promise<void>;
let base: string;
let root: string;
let site: StandIn;

async function call(name: string, args: Record<string, unknown>, c: Client = client): Promise<CallToolResult> {
  return (await c.callTool({ name, arguments: args })) as CallToolResult;
}

async function ok(name: string, args: Record<string, unknown>, c: Client = client): Promise<Record<string, any>> {
  const result = await call(name, args, c);
  expect(result.isError, `${name}: ${result.isError ? text(result) : ''}`).toBeFalsy();
  return result.structuredContent as Record<string, any>;
}

beforeAll(async () => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-multimodal-')));
  root = path.join(base, 'root');
  fs.mkdirSync(path.join(root, 'media', 'node_modules'), { recursive: true });
  fs.mkdirSync(path.join(base, 'outside'));
  if (FFMPEG) writeMediaFixtures(path.join(root, 'media'));
  writeDocumentFixtures(path.join(root, 'media'));
  fs.writeFileSync(path.join(root, 'media', '.hidden.md'), 'hidden notes about otters');
  fs.writeFileSync(path.join(root, 'media', 'node_modules', 'readme.md'), 'a dependency readme about otters');
  fs.writeFileSync(path.join(root, 'media', 'program.bin'), Buffer.from([0, 1, 2, 3]));
  fs.writeFileSync(path.join(base, 'outside', 'secret.md'), 'not for the index');
  fs.symlinkSync(path.join(base, 'outside'), path.join(root, 'media', 'link-out'));
  site = await startStandIn((req, res) => {
    if (req.url.pathname === '/report.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(fs.readFileSync(path.join(root, 'media', 'census.pdf')));
    return res.writeHead(404).end();
  });
  server = await startTestServer('memplat-multimodal-', { WEB_FETCH_ALLOW_HOSTS: '127.0.0.1', WEB_FETCH_TIMEOUT_MS: '3000' });
  ({ client, close: closeClient } = await connectInProcess(server.running.services, { roots: [root] }));
}, testTime(120_000));

afterAll(async () => {
  await closeClient?.();
  await server?.close();
  await site?.close();
  fs.rmSync(base, { recursive: true, force: true });
}, testTime(60_000));

describe('multimodal_index', () => {
  it('indexes a folder with progress: media and documents, no hidden files, node_modules or symlinked folders', async () => {
    const progress: Progress[] = [];
    const result = (await client.callTool({ name: 'multimodal_index', arguments: { ...user, path: 'media', description: 'Field trip 2024' } }, CallToolResultSchema, {
      onprogress: (p) => progress.push(p),
    })) as CallToolResult;
    expect(result.isError, result.isError ? text(result) : '').toBeFalsy();
    const out = result.structuredContent as Record<string, any>;
    const names = (out.items as Array<{ path: string }>).map((i) => path.basename(i.path)).sort();
    expect(names).toEqual((FFMPEG ? ['birds.wav', 'census.pdf', 'chart.png', 'otter.jpg', 'river.mp4', 'trip.md'] : ['census.pdf', 'trip.md']));
    expect(out).toMatchObject({ status: 'indexed', indexed: names.length, updated: 0, unchanged: 0, skipped: 0, truncated: false, remaining: 0 });
    expect(out.method).toMatch(/not interpreted/);
    expect(progress.length).toBe(names.length + 1);
    expect(progress.at(-1)).toMatchObject({ progress: names.length, total: names.length });
  });

  it('writes nothing for unchanged files and updates a changed one', async () => {
    const again = await ok('multimodal_index', { ...user, path: 'media', description: 'Field trip 2024' });
    expect(again).toMatchObject({ status: 'unchanged', indexed: 0, updated: 0 });
    fs.appendFileSync(path.join(root, 'media', 'trip.md'), 'Later an otter crossed the path.\n');
    const changed = await ok('multimodal_index', { ...user, path: 'media/trip.md', description: 'Field trip 2024' });
    expect(changed).toMatchObject({ status: 'updated', updated: 1, items: [{ media_type: 'document', mime_type: 'text/markdown' }] });
    const memory = await ok('memory_fetch', { ...user, agent_name: 'global', key: changed.item_id });
    expect(memory.memory.value).toContain('Later an otter crossed the path.');
    expect(memory.memory.tags).toEqual(['multimodal', 'multimodal:document']);
    expect(memory.memory.metadata).toMatchObject({ media_type: 'document', path: path.join(root, 'media', 'trip.md'), bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/), mtime: expect.any(String), title: 'Trip notes' });
  });

  it.skipIf(!FFMPEG)('keeps EXIF, tags, codecs and subtitles as words and metadata', async () => {
    const photo = await ok('multimodal_index', { ...user, path: 'media/otter.jpg', media_type: 'image' });
    const stored = (await ok('memory_fetch', { ...user, agent_name: 'global', key: photo.item_id })).memory;
    expect(stored.value).toContain(`Description: ${OTTER_PHOTO.description}`);
    expect(stored.value).toContain('Camera model: RiverCam 3');
    expect(stored.metadata).toMatchObject({ media_type: 'image', mime_type: 'image/jpeg', width: 64, height: 48, exif: { Make: 'Otterix', Artist: 'Jane Doe' } });
    const video = (await ok('memory_fetch', { ...user, agent_name: 'global', key: (await ok('multimodal_index', { ...user, path: 'media/river.mp4' })).item_id })).memory;
    expect(video.value).toContain(SUBTITLE_LINE);
    expect(video.metadata).toMatchObject({ media_type: 'video', video_codec: 'mpeg4', audio_codec: 'aac', width: 64, height: 48, title: 'River documentary', subtitle_tracks: 1 });
    const audio = (await ok('memory_fetch', { ...user, agent_name: 'global', key: (await ok('multimodal_index', { ...user, path: 'media/birds.wav' })).item_id })).memory;
    expect(audio.metadata).toMatchObject({ media_type: 'audio', duration_seconds: 1, tags: { title: 'Morning birdsong', artist: 'Field Recorder' } });
  });

  it('refuses paths outside the roots, a kind other than media_type, and unreadable formats', async () => {
    expect(text(await call('multimodal_index', { ...user, path: path.join(base, 'outside', 'secret.md') }))).toMatch(/^MCP-017:/);
    expect(text(await call('multimodal_index', { ...user, path: 'media/link-out/secret.md' }))).toMatch(/^MCP-017:/);
    expect(text(await call('multimodal_index', { ...user, path: 'media/census.pdf', media_type: 'image' }))).toMatch(/^MCP-022: .*document \(application\/pdf\), not image/);
    expect(text(await call('multimodal_index', { ...user, path: 'media/program.bin' }))).toMatch(/^MCP-022:/);
    expect(text(await call('multimodal_index', { ...user }))).toMatch(/^MCP-008: .*path .* or source_url/);
    expect(text(await call('multimodal_index', { ...user, path: 'x', source_url: 'https://example.com/a.png' }))).toMatch(/^MCP-008: .*not both/);
  });

  it('indexes an address through the outbound fetcher', async () => {
    const out = await ok('multimodal_index', { ...user, source_url: `${site.url}/report.pdf`, description: 'Census report from the web' });
    expect(out).toMatchObject({ status: 'indexed', items: [{ path: null, source_url: `${site.url}/report.pdf`, media_type: 'document', mime_type: 'application/pdf' }] });
    expect(text(await call('multimodal_index', { ...user, source_url: `${site.url}/missing.png` }))).toMatch(/^WEB-003:/);
  });
});

describe('multimodal_search', () => {
  it('finds items by their text and metadata, filtered by kind', async () => {
    const docs = await ok('multimodal_search', { ...user, query: 'otter census', media_type: 'document' });
    expect(docs.results.length).toBeGreaterThan(0);
    expect(docs.results[0]).toMatchObject({ media_type: 'document', mime_type: 'application/pdf', score: expect.any(Number) });
    expect(docs.results[0].excerpt).toMatch(/census/i);
    expect(docs.results.every((r: { media_type: string }) => r.media_type === 'document')).toBe(true);
    const beavers = await ok('multimodal_search', { ...user, query: 'beavers building a dam' });
    expect(beavers.results[0]).toMatchObject({ path: path.join(root, 'media', 'trip.md'), source_url: expect.stringMatching(/^file:\/\//) });
    if (FFMPEG) {
      const photo = await ok('multimodal_search', { ...user, query: 'otter sleeping on a log', media_type: 'image' });
      expect(photo.results[0]).toMatchObject({ path: path.join(root, 'media', 'otter.jpg'), media_type: 'image' });
      const video = await ok('multimodal_search', { ...user, query: 'dives for fish', media_type: 'video' });
      expect(video.results[0].excerpt).toContain('dives for fish');
      expect((await ok('multimodal_search', { ...user, query: 'birdsong', media_type: 'audio' })).results[0]).toMatchObject({ media_type: 'audio' });
    }
    expect((await ok('multimodal_search', { ...user_other(), query: 'otter census' })).results).toEqual([]);
  });

  it('leaves the items visible to memory_recall of any agent of the user', async () => {
    const recalled = await ok('memory_recall', { ...user, agent_name: 'some-assistant', query: 'beavers dam trip notes', k: 5 });
    expect(recalled.results.some((r: { tags: string[] }) => r.tags.includes('multimodal'))).toBe(true);
  });
});

function user_other() {
  return { user_id: 'somebody-else' };
}

describe('cancellation and the remote server', () => {
  it('stops indexing a folder when the client cancels, keeping only what was stored before', async () => {
    const folder = path.join(root, 'many');
    fs.mkdirSync(folder);
    for (let i = 0; i < 40; i++) fs.writeFileSync(path.join(folder, `note-${String(i).padStart(2, '0')}.md`), `Note ${i} about the cancelled run`);
    const controller = new AbortController();
    const run = client.callTool({ name: 'multimodal_index', arguments: { user_id: 'cancel-user', path: 'many' } }, CallToolResultSchema, {
      signal: controller.signal,
      onprogress: (p) => {
        if (p.progress >= 1) controller.abort('changed my mind');
      },
    });
    await expect(run).rejects.toThrow();
    await settle(500); // let the server notice and settle
    const listed = await ok('memory_list', { user_id: 'cancel-user', agent_name: 'global', tags: '["multimodal"]', limit: 200 });
    expect(listed.memories.length).toBeGreaterThanOrEqual(1);
    expect(listed.memories.length).toBeLessThan(40);
  });

  it('answers MCP-006 for local paths on /mcp but indexes addresses and searches there', async () => {
    const remote = await connectInProcess(server.running.services, { mode: 'remote' });
    try {
      expect(text(await call('multimodal_index', { ...user, path: 'media' }, remote.client))).toMatch(/^MCP-006:/);
      const found = await ok('multimodal_search', { ...user, query: 'otter census' }, remote.client);
      expect(found.results.length).toBeGreaterThan(0);
    } finally {
      await remote.close();
    }
  });
});

describe('the time limit', () => {
  it('starts no file close to the deadline and says how many remain', async () => {
    const memories = { get: vi.fn(), upsert: vi.fn() };
    const load = vi.fn();
    const out = await indexFiles({ ns: {} as never, memories, description: null, signal: new AbortController().signal, deadline: Date.now() + 1_000 }, ['a.md', 'b.md'], load);
    expect(out).toEqual({ items: [], remaining: 2 });
    expect(load).not.toHaveBeenCalled();
    expect(memories.upsert).not.toHaveBeenCalled();
  });
});
