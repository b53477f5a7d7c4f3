/**
 * `memplat export`, `memplat import` and `memplat forget`: an export imported into a fresh store
 * exports identically, importing twice changes nothing, and the same commands work through a
 * running server (imported memories recalled by meaning); erasing a namespace takes the
 * confirmation and leaves an audit entry. Most commands run in this process through the program
 * the bin runs (src/cli/program.ts); the bin itself runs as a child process where the process is
 * what is checked: its real standard input and exit code, and its working directory (two processes).
 */
// store-tier: each store — export and import move a whole store, and the commands name which store they opened
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchStore, startTestServer, type ScratchStore, type TestServer } from '../testing/test-server.js';
import { cliEnv, MEMPLAT_BIN, type CliResult } from '../testing/mcp/cli.js';
import { runCliInProcess } from '../testing/cli-in-process.js';
import { repoRoot } from '../http/contract.js';
import { testTime } from '../testing/time-budget.js';

/** The bin in a child process. */
function memplatProcess(args: string[], env: Record<string, string>, options: { input?: string; cwd?: string } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MEMPLAT_BIN, ...args], { env: cliEnv(env), cwd: options.cwd ?? repoRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** The same program in this process. */
const memplat = (args: string[], env: Record<string, string>, options: { input?: string; cwd?: string } = {}) => runCliInProcess(args, env, options);

const LOCAL = '00000000-0000-4000-8000-000000000001';
const soon = new Date(Date.now() + 3_600_000).toISOString().replace('Z', '123Z');
/** Hand-written lines: several namespaces, both scopes, metadata, text from several scripts, one expired, one with history and feedback. */
const fixture = [
  { key: 'tea', value: 'Ada drinks jasmine green tea every morning', tags: ['drink', 'morning'], importance: 0.8, updated_at: '2025-01-15T09:30:00.123456Z', created_at: '2025-01-10T08:00:00.000001Z' },
  { key: 'lang', value: 'Antworten bitte auf Deutsch — 日本語も少し', user_id: 'ada', agent_name: 'cursor', metadata: { source: 'chat', n: [1, 2] }, updated_at: '2025-02-01T00:00:00Z' },
  { key: 'draft', value: 'A working note about the release plan', scope: 'working', expires_at: soon, user_id: 'ada', agent_name: 'cursor', updated_at: '2025-03-01T12:00:00.5Z' },
  { key: 'old-note', value: 'expired already', scope: 'working', expires_at: '2020-01-01T00:00:00Z', updated_at: '2019-12-31T00:00:00Z' },
  { type: 'memplat.memory', format: 1, context: { id: LOCAL, name: 'x', kind: 'local' }, user_id: 'bob', agent_name: 'global', key: 'k/with/slashes', value: 'Bob keeps bees', scope: 'persistent', tags: [], importance: 0.5, metadata: {}, created_at: '2024-05-05T05:05:05.555555Z', updated_at: '2024-06-06T06:06:06.666666Z', expires_at: null, version: 3,
    history: [{ version: 4, value: 'Bob keeps wasps', scope: 'persistent', tags: ['insects'], importance: 0.4, metadata: {}, written_at: '2024-05-05T05:05:05.555555Z', replaced_at: '2024-06-06T06:06:06.666666Z' }],
    feedback: { useful: 3, irrelevant: 0, outdated: 0, events: [{ label: 'useful', weight: 1, user_id: 'bob', agent_name: 'cursor', created_at: '2024-06-07T00:00:00.000001Z' }] } },
].map((r) => JSON.stringify(r)).join('\n') + '\n';

describe('memplat export and import with no server running', () => {
  let first: ScratchStore;
  let second: ScratchStore;
  let dir: string;

  beforeAll(async () => {
    first = await createScratchStore('memplat-export-a-');
    second = await createScratchStore('memplat-export-b-');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-export-files-'));
    fs.writeFileSync(path.join(dir, 'in.jsonl'), fixture);
  });
  afterAll(async () => {
    await first?.remove();
    await second?.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips: export, import into a fresh store, export again gives the same lines; a second import changes nothing', async () => {
    const imported = await memplat(['import', path.join(dir, 'in.jsonl'), '--json'], first.env);
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ records: 5, created: 4, updated: 0, unchanged: 0, skipped: 1, failed: 0 });
    expect(imported.stderr).toMatch(/memplat: store: (the embedded store in .*pglite|PostgreSQL at .*) \(opened by this command\)/);

    const exported = await memplat(['export'], first.env);
    expect(exported.code, exported.stderr).toBe(0);
    const lines = exported.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    const records = lines.map((l) => JSON.parse(l));
    expect(records.map((r) => `${r.user_id}/${r.agent_name}/${r.key}`)).toEqual(['ada/cursor/draft', 'ada/cursor/lang', 'bob/global/k/with/slashes', 'default_user/global/tea']);
    expect(records[3]).toEqual({
      type: 'memplat.memory', format: 1, context: { id: LOCAL, name: expect.any(String), kind: 'local' }, user_id: 'default_user', agent_name: 'global',
      key: 'tea', value: 'Ada drinks jasmine green tea every morning', scope: 'persistent', tags: ['drink', 'morning'], importance: 0.8, metadata: {},
      created_at: '2025-01-10T08:00:00.000001Z', updated_at: '2025-01-15T09:30:00.123456Z', expires_at: null, version: 1,
      history: [], feedback: { useful: 0, irrelevant: 0, outdated: 0, events: [] },
    });
    expect(records[0]).toMatchObject({ scope: 'working', expires_at: expect.stringMatching(/^\d{4}-.*\.\d{6}Z$/), updated_at: '2025-03-01T12:00:00.500000Z' });
    expect(records[2]).toMatchObject({
      version: 3, created_at: '2024-05-05T05:05:05.555555Z',
      history: [{ version: 4, value: 'Bob keeps wasps', tags: ['insects'], replaced_at: '2024-06-06T06:06:06.666666Z' }],
      feedback: { useful: 3, events: [{ label: 'useful', weight: 1, user_id: 'bob', agent_name: 'cursor', created_at: '2024-06-07T00:00:00.000001Z' }] },
    });
    expect(exported.stdout).not.toMatch(/embedding|vector/);
    expect(exported.stderr).toMatch(/exported 4 memories/);

    fs.writeFileSync(path.join(dir, 'a.jsonl'), exported.stdout);
    const again = await memplat(['import', path.join(dir, 'a.jsonl'), '--json'], first.env);
    expect(JSON.parse(again.stdout)).toMatchObject({ records: 4, created: 0, updated: 0, unchanged: 4, failed: 0 });

    const restored = await memplat(['import', '-', '--json'], second.env, { input: exported.stdout });
    expect(restored.code, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ records: 4, created: 4, failed: 0 });
    const reexported = await memplat(['export'], second.env);
    expect(reexported.stdout).toBe(exported.stdout);

    const oneUser = await memplat(['export', '--user', 'ada', '--agent', 'cursor'], second.env);
    expect(oneUser.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).key)).toEqual(['draft', 'lang']);
  }, testTime(300_000));

  it('reports lines that are not records and imports the rest; the process exits 1 (its real standard input)', async () => {
    const input = '{"key":"ok","value":"fine","updated_at":"2025-01-01T00:00:00Z"}\nnot json\n{"key":"v"}\n{"key":"t","value":"x","tags":["a","a"]}\n';
    // A child process: the exit code is the process's own and the lines come from its real standard input.
    const result = await memplatProcess(['import', '-'], second.env, { input });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/Imported 4 record\(s\): 1 created, 0 updated, 0 unchanged, 0 skipped \(expired\), 3 failed\./);
    expect(result.stderr).toMatch(/line 2: REQUEST-001 line: is not valid JSON/);
    // The schema's wording, as REST answers the same body.
    expect(result.stderr).toMatch(/line 3 \(key "v"\): REQUEST-001 value: must have required property 'value'/);
    expect(result.stderr).toMatch(/line 4 \(key "t"\): REQUEST-001 tags: must NOT have duplicate items/);
  }, testTime(120_000));
});

describe('memplat export, import and forget while the server runs', () => {
  let server: TestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer('memplat-export-live-');
    env = server.env;
  }, testTime(180_000));
  afterAll(async () => server?.close(), testTime(60_000));

  const rest = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(server.running.url + route, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  it('goes through the server: an imported memory is recalled by meaning, the export names it', async () => {
    expect((await rest('POST', '/api/v1/memory', { key: 'stored-live', value: 'The user rides a red bicycle to work' })).status).toBe(201);
    const input = `${JSON.stringify({ key: 'imported-live', value: 'The user plays the cello in an orchestra on Thursdays', user_id: 'default_user', updated_at: '2025-05-05T10:00:00Z' })}\n`;
    const imported = await memplat(['import', '-'], env, { input });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toMatch(/memplat: store: .* \(through the server running on it\)/);
    const recall = await rest('POST', '/api/v1/recall', { query: 'which musical instrument does the user play?', k: 1 });
    expect(recall.body.results[0]).toMatchObject({ key: 'imported-live' });

    const exported = await memplat(['export', '--context', LOCAL], env);
    expect(exported.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).key)).toEqual(['imported-live', 'stored-live']);
    expect(exported.stderr).toMatch(/through the server running on it/);
  }, testTime(120_000));

  it('forgets an agent namespace only with the confirmation it printed, and audits it', async () => {
    for (const key of ['a1', 'a2']) expect((await rest('POST', '/api/v1/memory', { key, value: `note ${key}` }, { 'x-user-id': 'carol', 'x-agent-name': 'cursor' })).status).toBe(201);
    expect((await rest('POST', '/api/v1/memory', { key: 'g1', value: 'global note' }, { 'x-user-id': 'carol' })).status).toBe(201);

    const preview = await memplat(['forget', '--user', 'carol', '--agent', 'cursor', '--json'], env);
    expect(preview.code, preview.stderr).toBe(0);
    const asked = JSON.parse(preview.stdout);
    expect(asked).toMatchObject({ status: 'confirmation_required', namespace: { user_id: 'carol', agent_name: 'cursor' }, counts: { memories: 2 }, confirm: expect.any(String) });
    const text = await memplat(['forget', '--user', 'carol', '--agent', 'cursor'], env);
    expect(text.stdout).toMatch(/Nothing was deleted\. To delete it, run within five minutes .*\n\n {2}memplat forget --user carol --agent cursor --confirm \S+\n$/);

    const wrongNamespace = await memplat(['forget', '--user', 'carol', '--confirm', asked.confirm], env);
    expect(wrongNamespace.code).toBe(1);
    expect(wrongNamespace.stderr).toMatch(/confirmation is not valid/);

    const done = await memplat(['forget', '--user', 'carol', '--agent', 'cursor', '--confirm', asked.confirm, '--json'], env);
    expect(JSON.parse(done.stdout)).toMatchObject({ status: 'deleted', deleted: { memories: 2 } });
    expect((await rest('GET', '/api/v1/memory/a1', undefined, { 'x-user-id': 'carol', 'x-agent-name': 'cursor' })).status).toBe(404);
    expect((await rest('GET', '/api/v1/memory/g1', undefined, { 'x-user-id': 'carol' })).status).toBe(200);
    const audit = await server.running.services.audit.list({ action: 'memory.namespace_erased' });
    expect(audit[0]).toMatchObject({ actor_kind: 'local', context_id: LOCAL, details: expect.objectContaining({ user_id: 'carol', agent_name: 'cursor', memories: 2, by: 'operator' }) });
  }, testTime(120_000));
});

describe('memplat from another directory (DATA_DIR resolved against the working directory)', () => {
  let elsewhere: string;

  beforeAll(() => {
    elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-elsewhere-'));
  });
  afterAll(() => fs.rmSync(elsewhere, { recursive: true, force: true }));

  it('refuses to read a store that is not there and says where it looked (the bin in that directory); warns before creating one', async () => {
    const env = { DATA_DIR: 'data' };
    // A child process: DATA_DIR resolves against the working directory the bin was started in.
    const exported = await memplatProcess(['export'], env, { cwd: elsewhere });
    expect(exported.code).toBe(1);
    expect(exported.stderr).toContain(`No store at ${path.join(elsewhere, 'data', 'pglite')} (DATA_DIR=data, resolved against the working directory ${elsewhere}); nothing to read`);
    expect(fs.existsSync(path.join(elsewhere, 'data', 'pglite'))).toBe(false);
    const listed = await memplat(['keys', 'list'], env, { cwd: elsewhere });
    expect(listed.code).toBe(1);

    const created = await memplat(['keys', 'create', '--name', 'here', '--json'], env, { cwd: elsewhere });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stderr).toContain(`memplat: no store at ${path.join(elsewhere, 'data', 'pglite')} yet (DATA_DIR=data, resolved against the working directory ${elsewhere}); this command creates a new, empty one.`);
    const second = await memplat(['keys', 'list'], env, { cwd: elsewhere });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toBe('');
  }, testTime(180_000));
});
