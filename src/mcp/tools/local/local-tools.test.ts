/**
 * The local-only tools driven by the MCP SDK client over stdio (`memplat mcp`) on real
 * temporary folders: confinement to the roots (.., absolute paths,
 * symlinks, dangling symlinks), the client's own roots, size caps, shell_exec off and on,
 * and media content. ffprobe/ffmpeg are not installed here; the poster-frame path is
 * exercised with two small stand-in programs that answer like them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { cliEnv, MEMPLAT_BIN } from '../../../testing/mcp/cli.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { settle, testTime } from '../../../testing/time-budget.js';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function wav(seconds: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.alloc(64)]);

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

let store: ScratchStore;
let base: string;
let root: string;
let outside: string;

/**
 * `memplat mcp` with these settings: in this process, or as a child process where the process's
 * own environment is what is checked (the programs its tools start inherit it, PATH included).
 */
async function connect(env: Record<string, string>, how: 'in-process' | 'child-process', roots?: { list: () => string[] }): Promise<Client> {
  const transport = how === 'in-process'
    ? new MemplatMcpInProcess({ ...store.env, ...env })
    : new StdioClientTransport({ command: process.execPath, args: [MEMPLAT_BIN, 'mcp'], env: cliEnv({ ...store.env, ...env }), stderr: 'pipe' });
  const client = new Client({ name: 'local-tools-test', version: '1.0.0' }, roots ? { capabilities: { roots: { listChanged: true } } } : {});
  if (roots) client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: roots.list().map((p) => ({ uri: `file://${p}` })) }));
  await client.connect(transport, { timeout: testTime(60_000) });
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

async function ok(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, any>> {
  const result = await call(client, name, args);
  expect(result.isError, `${name}: ${result.isError ? text(result) : ''}`).toBeFalsy();
  return result.structuredContent as Record<string, any>;
}

beforeAll(async () => {
  store = await createScratchStore('memplat-local-tools-');
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-roots-')));
  root = path.join(base, 'root');
  outside = path.join(base, 'outside');
  fs.mkdirSync(path.join(root, 'sub'), { recursive: true });
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'not for the model');
  fs.writeFileSync(path.join(root, 'notes.txt'), 'hello from the root\n');
  fs.writeFileSync(path.join(root, 'long.txt'), 'x'.repeat(200));
  fs.writeFileSync(path.join(root, 'blob.bin'), Buffer.from([0, 1, 2, 250, 255]));
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'link-to-secret'));
  fs.symlinkSync(outside, path.join(root, 'link-to-outside'));
  fs.symlinkSync(path.join(outside, 'planted.txt'), path.join(root, 'dangling'));
  fs.symlinkSync(path.join(root, 'notes.txt'), path.join(root, 'sub', 'link-inside'));
  fs.writeFileSync(path.join(root, 'pixel.png'), PNG_1X1);
  fs.writeFileSync(path.join(root, 'big.png'), Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]));
  fs.writeFileSync(path.join(root, 'fake.png'), 'just text');
  fs.writeFileSync(path.join(root, 'tone.wav'), wav(1));
  fs.writeFileSync(path.join(root, 'clip.mp4'), MP4_HEAD);
});

afterAll(async () => {
  await store?.remove();
  fs.rmSync(base, { recursive: true, force: true });
});

describe('local tools with MEMPLAT_FS_ROOTS (client without roots), shell off', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect({ MEMPLAT_FS_ROOTS: root, MEMPLAT_FILE_MAX_BYTES: '64' }, 'in-process');
  }, testTime(120_000));
  afterAll(async () => client?.close());

  it('reads, creates, appends and overwrites files inside the root, relative paths against the root', async () => {
    expect(await ok(client, 'file_read', { path: 'notes.txt' })).toMatchObject({ path: path.join(root, 'notes.txt'), content: 'hello from the root\n', encoding: 'utf8', size: 20, truncated: false });
    expect(await ok(client, 'file_write', { path: 'sub/new.txt', content: 'one', mode: 'create' })).toMatchObject({ path: path.join(root, 'sub/new.txt'), bytes_written: 3, created: true, size: 3 });
    expect(text(await call(client, 'file_write', { path: 'sub/new.txt', content: 'two', mode: 'create' }))).toMatch(/^MCP-021: .*already exists/);
    expect(await ok(client, 'file_write', { path: path.join(root, 'sub/new.txt'), content: '+two', mode: 'append' })).toMatchObject({ created: false, size: 7 });
    expect(await ok(client, 'file_write', { path: 'sub/new.txt', content: 'fresh' })).toMatchObject({ size: 5 });
    expect(fs.readFileSync(path.join(root, 'sub/new.txt'), 'utf8')).toBe('fresh');
    // A symlink that stays inside the root is fine.
    expect(await ok(client, 'file_read', { path: 'sub/link-inside' })).toMatchObject({ path: path.join(root, 'notes.txt') });
  });

  it('never leaves the root: .., absolute paths, symlinks to files or folders outside, dangling symlinks', async () => {
    for (const escape of ['../outside/secret.txt', 'sub/../../outside/secret.txt', path.join(outside, 'secret.txt'), 'link-to-secret', 'link-to-outside/secret.txt', '/etc/hostname']) {
      const result = await call(client, 'file_read', { path: escape });
      expect(result.isError, escape).toBe(true);
      expect(text(result), escape).toMatch(/^MCP-017: .* is outside the folders this server may touch: .*\(MEMPLAT_FS_ROOTS\)/);
    }
    for (const escape of ['link-to-outside/planted.txt', 'dangling', '../outside/planted.txt']) {
      expect(text(await call(client, 'file_write', { path: escape, content: 'pwned' })), escape).toMatch(/^MCP-017/);
    }
    expect(fs.existsSync(path.join(outside, 'planted.txt'))).toBe(false);
    expect(text(await call(client, 'dir_list', { path: 'link-to-outside' }))).toMatch(/^MCP-017/);
    expect(text(await call(client, 'media_open_image', { path: '../outside/secret.txt' }))).toMatch(/^MCP-017/);
  });

  it('caps reads and writes at MEMPLAT_FILE_MAX_BYTES and returns binary as base64', async () => {
    const long = await ok(client, 'file_read', { path: 'long.txt' });
    expect(long).toMatchObject({ bytes_read: 64, size: 200, truncated: true, note: expect.stringMatching(/MEMPLAT_FILE_MAX_BYTES/) });
    expect(await ok(client, 'file_read', { path: 'long.txt', offset: 190 })).toMatchObject({ content: 'x'.repeat(10), truncated: false });
    expect(text(await call(client, 'file_write', { path: 'too-big.txt', content: 'y'.repeat(65) }))).toMatch(/^MCP-018: The content is 65 bytes, more than 64/);
    expect(fs.existsSync(path.join(root, 'too-big.txt'))).toBe(false);
    expect(await ok(client, 'file_read', { path: 'blob.bin' })).toMatchObject({ encoding: 'base64', content: Buffer.from([0, 1, 2, 250, 255]).toString('base64'), note: expect.stringMatching(/not UTF-8/) });
    expect(text(await call(client, 'file_read', { path: 'missing.txt' }))).toMatch(/^MCP-020/);
    expect(text(await call(client, 'file_read', { path: 'sub' }))).toMatch(/^MCP-020: sub is a folder/);
  });

  it('lists folders, reporting symlinks without entering them', async () => {
    const listing = await ok(client, 'dir_list', { recursive: true });
    const byName = new Map<string, { type: string; size: number | null }>(listing.entries.map((e: { name: string; type: string; size: number | null }) => [e.name, e]));
    expect(listing.path).toBe(root);
    expect(listing.roots).toEqual([root]);
    expect(byName.get('notes.txt')).toMatchObject({ type: 'file', size: 20 });
    expect(byName.get('sub')).toMatchObject({ type: 'directory' });
    expect(byName.get('sub/link-inside')).toMatchObject({ type: 'symlink' });
    expect(byName.get('link-to-outside')).toMatchObject({ type: 'symlink' });
    expect([...byName.keys()].some((n) => n.startsWith('link-to-outside/'))).toBe(false);
    expect(await ok(client, 'dir_list', { path: '.', max_entries: 2 })).toMatchObject({ truncated: true, entries: [expect.anything(), expect.anything()] });
  });

  it('leaves out .git and what .gitignore files ignore unless include_ignored', async () => {
    const project = path.join(root, 'project');
    for (const dir of ['.git', 'dist', 'src/gen']) fs.mkdirSync(path.join(project, dir), { recursive: true });
    fs.writeFileSync(path.join(project, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    fs.writeFileSync(path.join(project, '.gitignore'), 'dist/\n*.log\n');
    fs.writeFileSync(path.join(project, 'src', '.gitignore'), 'gen/\n');
    for (const file of ['dist/out.js', 'app.log', 'src/main.ts', 'src/gen/types.ts']) fs.writeFileSync(path.join(project, file), 'x');
    const names = async (args: Record<string, unknown>) => (await ok(client, 'dir_list', { path: 'project', recursive: true, ...args })).entries.map((e: { name: string }) => e.name);
    expect(await names({})).toEqual(['.gitignore', 'src', 'src/.gitignore', 'src/main.ts']);
    expect(await names({ include_ignored: true })).toEqual(expect.arrayContaining(['.git', '.git/HEAD', 'app.log', 'dist/out.js', 'src/gen/types.ts']));
    fs.rmSync(project, { recursive: true });
  });

  it('refuses shell_exec while MEMPLAT_SHELL is off, saying how to turn it on', async () => {
    const result = await call(client, 'shell_exec', { command: 'echo', args: ['hi'] });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^MCP-019: shell_exec is off on this server: .*MEMPLAT_SHELL=on/);
  });

  it('returns images and audio as MCP content, refuses what it cannot return, and describes video without ffmpeg', async () => {
    const image = await call(client, 'media_open_image', { path: 'pixel.png' });
    expect(image.structuredContent).toMatchObject({ mime_type: 'image/png', width: 1, height: 1, bytes: PNG_1X1.length });
    expect(image.content[1]).toEqual({ type: 'image', mimeType: 'image/png', data: PNG_1X1.toString('base64') });
    expect(text(await call(client, 'media_open_image', { path: 'big.png' }))).toMatch(/^MCP-018: big.png is \d+ bytes, more than 5242880 \(MEMPLAT_MEDIA_MAX_BYTES\); this server has no image library to downscale it/);
    expect(text(await call(client, 'media_open_image', { path: 'fake.png' }))).toMatch(/^MCP-022: fake.png is not an image file this tool knows .*format is not recognised/);
    expect(text(await call(client, 'media_open_image', { path: 'tone.wav' }))).toMatch(/^MCP-022: .*looks like audio \(audio\/wav\)/);

    const audio = await call(client, 'media_open_audio', { path: 'tone.wav' });
    expect(audio.structuredContent).toMatchObject({ mime_type: 'audio/wav', duration_seconds: 1 });
    expect(audio.content[1]).toMatchObject({ type: 'audio', mimeType: 'audio/wav' });

    const video = await call(client, 'media_open_video', { path: 'clip.mp4' });
    expect(video.structuredContent).toMatchObject({ mime_type: 'video/mp4', bytes: MP4_HEAD.length, poster: false, method: 'file-header', duration_seconds: null, note: expect.stringMatching(/ffmpeg .* is not installed .*only the file type and size/) });
    expect(video.content).toHaveLength(1);
  });
});

// A child process: shell_exec and the media tools start programs with the environment of the
// `memplat mcp` process, so the stand-in ffprobe/ffmpeg on its PATH and the SECRET_KEY kept out
// of shell_exec's programs are only real in a process started with that environment.
describe('local tools with the client\'s roots, shell on, ffmpeg present', () => {
  let client: Client;
  let clientRoots: string[] = [];
  beforeAll(async () => {
    clientRoots = [path.join(root, 'sub')];
    const bin = path.join(base, 'bin');
    fs.mkdirSync(bin);
    const probe = { format: { duration: '12.5' }, streams: [{ codec_type: 'video', codec_name: 'h264', width: 1280, height: 720, avg_frame_rate: '30/1' }, { codec_type: 'audio', codec_name: 'aac' }] };
    fs.writeFileSync(path.join(base, 'probe.json'), JSON.stringify(probe));
    fs.writeFileSync(path.join(bin, 'ffprobe'), `#!/bin/sh\ncat '${path.join(base, 'probe.json')}'\n`, { mode: 0o755 });
    fs.writeFileSync(path.join(bin, 'ffmpeg'), `#!/bin/sh\ncat '${path.join(root, 'pixel.png')}'\n`, { mode: 0o755 });
    client = await connect({
      MEMPLAT_FS_ROOTS: root, MEMPLAT_SHELL: 'on', MEMPLAT_SHELL_MAX_OUTPUT_BYTES: '1024', SECRET_KEY: 's'.repeat(40),
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    }, 'child-process', { list: () => clientRoots });
  }, testTime(120_000));
  afterAll(async () => client?.close());

  it('confines to the client\'s roots rather than MEMPLAT_FS_ROOTS, and follows their changes', async () => {
    expect(text(await call(client, 'file_read', { path: path.join(root, 'notes.txt') }))).toMatch(/^MCP-017: .*\(the MCP client's roots\)/);
    expect(await ok(client, 'file_write', { path: 'from-client-root.txt', content: 'ok' })).toMatchObject({ path: path.join(root, 'sub', 'from-client-root.txt') });
    clientRoots = [root];
    await client.sendRootsListChanged();
    await settle(200);
    expect(await ok(client, 'file_read', { path: 'notes.txt' })).toMatchObject({ content: 'hello from the root\n' });
  });

  it('runs programs from an argument list without a shell, inside the roots, with a timeout and output caps', async () => {
    const echoed = await ok(client, 'shell_exec', { command: 'echo', args: ['$HOME', '`id`', '; rm -rf /', '*'] });
    expect(echoed).toMatchObject({ exit_code: 0, stdout: '$HOME `id` ; rm -rf / *\n', timed_out: false, cwd: root });
    const node = process.execPath;
    const env = await ok(client, 'shell_exec', { command: node, args: ['-e', 'process.stdout.write(String(process.env.SECRET_KEY ?? "absent") + " " + process.cwd())'], cwd: 'sub' });
    expect(env.stdout).toBe(`absent ${path.join(root, 'sub')}`);
    const big = await ok(client, 'shell_exec', { command: node, args: ['-e', 'process.stdout.write("z".repeat(5000)); process.stderr.write("e")'] });
    expect(big).toMatchObject({ stdout: 'z'.repeat(1024), stdout_truncated: true, stderr: 'e', stderr_truncated: false, exit_code: 0 });
    const slow = await ok(client, 'shell_exec', { command: node, args: ['-e', 'setTimeout(() => {}, 10000)'], timeout_ms: 300 });
    expect(slow).toMatchObject({ timed_out: true, exit_code: null, signal: 'SIGKILL' });
    const failing = await ok(client, 'shell_exec', { command: node, args: ['-e', 'process.exit(3)'] });
    expect(failing.exit_code).toBe(3);
    expect(text(await call(client, 'shell_exec', { command: 'ls', cwd: outside }))).toMatch(/^MCP-017/);
    expect(text(await call(client, 'shell_exec', { command: 'no-such-program-here' }))).toMatch(/^MCP-020: No program "no-such-program-here"/);
    expect(text(await call(client, 'shell_exec', { command: 'ls', args: 'notes.txt' }))).toMatch(/^MCP-008/);
  });

  it('reads video metadata and a poster frame through ffprobe and ffmpeg when they are installed', async () => {
    const video = await call(client, 'media_open_video', { path: 'clip.mp4' });
    expect(video.isError).toBeFalsy();
    expect(video.structuredContent).toMatchObject({ method: 'ffmpeg', duration_seconds: 12.5, width: 1280, height: 720, video_codec: 'h264', audio_codec: 'aac', frame_rate: 30, poster: true });
    expect(video.content[1]).toEqual({ type: 'image', mimeType: 'image/png', data: PNG_1X1.toString('base64') });
  });
});
