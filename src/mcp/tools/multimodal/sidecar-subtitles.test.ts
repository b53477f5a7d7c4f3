/**
 * Subtitle files beside a local video (river.srt, river.en.srt, river.pt_BR.vtt): parsed
 * (SubRip and WebVTT, markup dropped), indexed with the video and named by their language,
 * not indexed again as documents of a folder, noticed when added or changed, and never
 * followed through a symlink. The video is a bare MP4 header made here, so no ffmpeg or
 * downloaded media is needed: its subtitle files are read either way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { connectInProcess } from '../../../testing/mcp/in-process-client.js';
import { hasFfmpeg, SUBTITLE_LINE, writeMediaFixtures } from '../../../testing/mcp/media-fixtures.js';
import { isSidecarOf, parseSubtitles, withoutSidecars } from './sidecar-subtitles.js';
import { testTime } from '../../../testing/time-budget.js';

if (!hasFfmpeg() && process.env.REQUIRE_FFMPEG === '1') throw new Error('ffmpeg is required here (REQUIRE_FFMPEG=1) but not installed');

const SRT = '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>A grey heron</i> waits\r\nin the shallows.\r\n\r\n'
  + '2\r\n00:00:03,000 --> 00:00:04,000\r\n{\\an8}in the shallows.\r\n\r\n3\r\n00:00:05,000 --> 00:00:06,000\r\nIt strikes at a trout.\r\n';
const VTT = 'WEBVTT - river\n\nNOTE written by hand\nfor the test\n\nSTYLE\n::cue { color: yellow }\n\nintro\n'
  + '00:00:01.000 --> 00:00:02.000 align:start position:10%\n<v Narrador>A garça <b>espera</b> &amp; observa\n\n'
  + '00:03.000 --> 00:04.000\nO peixe escapa\n';

describe('parsing subtitle files', () => {
  it('reads SubRip: no numbers, timings, tags or repeated lines', () => {
    expect(parseSubtitles(SRT.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n'))).toEqual({ text: 'A grey heron waits\nin the shallows.\nIt strikes at a trout.', cues: 3 });
  });

  it('reads WebVTT: no header, notes, styles, cue settings or voice tags; entities decoded', () => {
    expect(parseSubtitles(VTT)).toEqual({ text: 'A garça espera & observa\nO peixe escapa', cues: 2 });
  });

  it('gives nothing for text that is not subtitles', () => {
    expect(parseSubtitles('just some notes\nwith --> an arrow').cues).toBe(0);
    expect(parseSubtitles('').text).toBe('');
  });

  it('knows the sidecar names of a video', () => {
    for (const name of ['river.srt', 'river.vtt', 'river.en.srt', 'river.eng.SRT', 'river.pt-BR.vtt', 'river.pt_BR.vtt']) expect(isSidecarOf(name, 'river.mp4'), name).toBe(true);
    for (const name of ['rivers.srt', 'river.mp4', 'river.backup.srt', 'river.en.txt', 'other.en.srt', 'river.srt.bak']) expect(isSidecarOf(name, 'river.mp4'), name).toBe(false);
    expect(withoutSidecars(['/a/river.en.srt', '/a/river.mp4', '/a/notes.srt', '/b/river.srt'])).toEqual(['/a/river.mp4', '/a/notes.srt', '/b/river.srt']);
    expect(withoutSidecars(['/a/river.srt', '/a/notes.md'])).toEqual(['/a/river.srt', '/a/notes.md']);
  });
});

/** A bare MP4 header: recognised as video by its bytes, with nothing for ffprobe to read. */
const BARE_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2', 'latin1'),
  Buffer.from([0, 0, 0, 0x10]), Buffer.from('free', 'latin1'), Buffer.alloc(8),
]);

describe('multimodal_index with subtitle files beside a video', () => {
  let server: TestServer;
  let client: Client;
  let close: () => Promise<void>;
  let base: string;
  let films: string;
  const user = { user_id: 'sidecar-user' };

  async function ok(name: string, args: Record<string, unknown>): Promise<Record<string, any>> {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    return result.structuredContent as Record<string, any>;
  }
  const stored = async (itemId: string) => (await ok('memory_fetch', { ...user, agent_name: 'global', key: itemId })).memory;

  beforeAll(async () => {
    base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-sidecars-')));
    films = path.join(base, 'root', 'films');
    fs.mkdirSync(films, { recursive: true });
    fs.mkdirSync(path.join(base, 'outside'));
    fs.writeFileSync(path.join(films, 'river.mp4'), BARE_MP4);
    fs.writeFileSync(path.join(films, 'river.srt'), SRT);
    fs.writeFileSync(path.join(films, 'river.en.srt'), '1\n00:00:01,000 --> 00:00:02,000\nThe kingfisher flashes blue\n');
    fs.writeFileSync(path.join(films, 'river.pt_BR.vtt'), VTT);
    fs.writeFileSync(path.join(films, 'notes.srt'), '1\n00:00:01,000 --> 00:00:02,000\nA subtitle file of no video\n');
    fs.writeFileSync(path.join(base, 'outside', 'secret.srt'), '1\n00:00:01,000 --> 00:00:02,000\nSecret words outside the roots\n');
    fs.symlinkSync(path.join(base, 'outside', 'secret.srt'), path.join(films, 'river.de.srt'));
    server = await startTestServer('memplat-sidecars-');
    ({ client, close } = await connectInProcess(server.running.services, { roots: [path.join(base, 'root')] }));
  }, testTime(120_000));

  afterAll(async () => {
    await close?.();
    await server?.close();
    fs.rmSync(base, { recursive: true, force: true });
  }, testTime(60_000));

  it('indexes the subtitle files with their video, named by language, and not as documents of their own', async () => {
    const out = await ok('multimodal_index', { ...user, path: 'films' });
    expect(out.items.map((i: { path: string }) => path.basename(i.path)).sort()).toEqual(['notes.srt', 'river.mp4']);
    const video = out.items.find((i: { path: string }) => i.path.endsWith('river.mp4'));
    expect(video).toMatchObject({ media_type: 'video', mime_type: 'video/mp4', status: 'indexed' });
    const memory = await stored(video.item_id);
    expect(memory.value).toContain('[subtitles, file river.srt]\nA grey heron waits\nin the shallows.\nIt strikes at a trout.');
    expect(memory.value).toContain('[subtitles, English (en), file river.en.srt]\nThe kingfisher flashes blue');
    expect(memory.value).toContain('[subtitles, Brazilian Portuguese (pt-BR), file river.pt_BR.vtt]\nA garça espera & observa');
    expect(memory.value).toContain('Subtitle files: river.srt, river.en.srt (English), river.pt_BR.vtt (Brazilian Portuguese)');
    expect(memory.value).not.toContain('Secret words');
    expect(memory.metadata).toMatchObject({
      media_type: 'video',
      subtitle_files: [{ file: 'river.srt', language: null, cues: 3 }, { file: 'river.en.srt', language: 'en', cues: 1 }, { file: 'river.pt_BR.vtt', language: 'pt-BR', cues: 2 }],
      sidecars_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      methods: expect.arrayContaining(['subtitle files (@plussub/srt-vtt-parser)']),
    });
    const found = await ok('multimodal_search', { ...user, query: 'kingfisher flashes blue', media_type: 'video' });
    expect(found.results[0]).toMatchObject({ path: path.join(films, 'river.mp4'), media_type: 'video' });
  });

  it('re-indexes the video when a subtitle file beside it changes, is added or goes', async () => {
    expect(await ok('multimodal_index', { ...user, path: 'films/river.mp4' })).toMatchObject({ status: 'unchanged' });
    fs.writeFileSync(path.join(films, 'river.en.srt'), '1\n00:00:01,000 --> 00:00:02,000\nAn otter slides into the water\n');
    const changed = await ok('multimodal_index', { ...user, path: 'films/river.mp4' });
    expect(changed).toMatchObject({ status: 'updated' });
    expect((await stored(changed.item_id)).value).toContain('An otter slides into the water');
    fs.writeFileSync(path.join(films, 'river.fr.vtt'), 'WEBVTT\n\n00:01.000 --> 00:02.000\nLa loutre plonge\n');
    fs.rmSync(path.join(films, 'river.srt'));
    expect(await ok('multimodal_index', { ...user, path: 'films/river.mp4' })).toMatchObject({ status: 'updated' });
    const memory = await stored(changed.item_id);
    expect(memory.value).toContain('[subtitles, French (fr), file river.fr.vtt]\nLa loutre plonge');
    expect(memory.value).not.toContain('A grey heron');
  });

  it.skipIf(!hasFfmpeg())('adds the subtitle files after the embedded subtitles ffmpeg reads', async () => {
    const real = path.join(base, 'root', 'real');
    fs.mkdirSync(real);
    writeMediaFixtures(real);
    fs.writeFileSync(path.join(real, 'river.es.srt'), '1\n00:00:00,000 --> 00:00:00,900\nLa nutria bucea\n');
    const memory = await stored((await ok('multimodal_index', { ...user, path: 'real/river.mp4' })).item_id);
    expect(memory.value).toMatch(new RegExp(`\\[subtitles[^\\]]*\\]\\n${SUBTITLE_LINE}[\\s\\S]*\\[subtitles, Spanish \\(es\\), file river.es.srt\\]\\nLa nutria bucea`));
    expect(memory.metadata).toMatchObject({ subtitle_tracks: 1, subtitle_files: [{ file: 'river.es.srt', language: 'es', cues: 1 }], methods: expect.arrayContaining(['ffmpeg subtitles', 'subtitle files (@plussub/srt-vtt-parser)']) });
  });

  it('keeps subtitle files as documents when only documents are wanted', async () => {
    const out = await ok('multimodal_index', { ...user, path: 'films', media_type: 'document' });
    expect(out.items.map((i: { path: string }) => path.basename(i.path)).sort()).toEqual(['notes.srt', 'river.en.srt', 'river.fr.vtt', 'river.mp4', 'river.pt_BR.vtt']);
    expect(out.items.find((i: { path: string }) => i.path.endsWith('river.mp4'))).toMatchObject({ status: 'skipped' });
  });
});
