import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors/app-error.js';
import { LOCAL_CONTEXT_ID } from '../domain/core/contexts.js';
import type { MemoryInput, MemoryService, WrittenMemory } from '../domain/memory/types.js';
import { createLogger } from '../logger.js';
import { ToolRunner } from './tool-runner.js';
import { toolsByName } from './tools/catalogue.js';
import type { ToolGroup, ToolServices } from './tools/types.js';

/** A small in-memory MemoryService: enough to see what the tools pass to the domain. */
function fakeServices(overrides: Partial<MemoryService> = {}) {
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const store = new Map<string, WrittenMemory>();
  const now = '2025-01-01T00:00:00.000Z';
  const memories: MemoryService = {
    async upsert(ns, input: MemoryInput, options = {}) {
      calls.push({ method: 'upsert', args: [ns, input, options] });
      const stored = store.get(input.key);
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const memory: WrittenMemory = options.merge && stored ? { ...stored, ...given } : { duplicate_of: null, id: 'm1', context_id: ns.contextId, key: input.key, value: input.value, scope: input.scope ?? options.defaultScope ?? 'persistent', tags: input.tags ?? [], importance: input.importance ?? 0.5, metadata: input.metadata ?? {}, user_id: ns.userId, agent_name: ns.agentName, created_at: now, updated_at: now, expires_at: null };
      const created = !stored;
      store.set(input.key, memory);
      return { memory, created };
    },
    async update(ns, key, patch) {
      calls.push({ method: 'update', args: [ns, key, patch] });
      const m = store.get(key);
      if (!m) throw new AppError('MEMORY-001', { details: { key } });
      const next = { ...m, ...patch } as WrittenMemory;
      store.set(key, next);
      return next;
    },
    async get(_ns, key) {
      const m = store.get(key);
      if (!m) throw new AppError('MEMORY-001', { details: { key } });
      return m;
    },
    async delete(ns, key) {
      calls.push({ method: 'delete', args: [ns, key] });
      const m = store.get(key);
      if (!m || !store.delete(key)) throw new AppError('MEMORY-001', { details: { key } });
      return m;
    },
    async list() { return { items: [...store.values()], next_cursor: null }; },
    async recall(ns, query, options) {
      calls.push({ method: 'recall', args: [ns, query, options] });
      return [...store.values()].map((m) => ({ id: m.id, context_id: m.context_id, user_id: m.user_id, agent_name: m.agent_name, key: m.key, value: m.value, truncated: false, value_length: m.value.length, score: 0.5, scope: m.scope, tags: m.tags, importance: m.importance, updated_at: m.updated_at }));
    },
    async search() { return []; },
    async feedback() { throw new Error('not used'); },
    async stats() { throw new Error('not used'); },
    async contextOf(ns) { return { id: ns.contextId, name: 'Local', kind: 'local' }; },
    async history(_ns, key) {
      const m = store.get(key);
      if (!m) throw new AppError('MEMORY-001', { details: { key } });
      return { memory: m, current_version: 1, versions: [] };
    },
    ...overrides,
  };
  const services: ToolServices = { memories, graph: {} as ToolServices['graph'] };
  return { services, calls };
}

const limits = { toolTimeoutMs: 200, maxArgumentBytes: 2048, maxConcurrentCalls: 2 };
const principal = { kind: 'local', contextId: LOCAL_CONTEXT_ID } as const;
const logger = createLogger('silent');
const base = { user_id: 'u1', agent_name: 'global' };

function runner(services: ToolServices, mode: 'local' | 'remote' = 'remote', toolGroups?: ToolGroup[]) {
  const r = new ToolRunner({ mode, limits, services, logger, toolGroups });
  return (name: string, args: unknown) => r.call({ name, arguments: args, principal, requestId: 'r1' });
}

const text = (result: { content: unknown[] }) => (result.content[0] as { text: string }).text;

describe('tool runner', () => {
  it('stores a new key with the B3 defaults (scope working, importance 0.5) and parses tags from a JSON string', async () => {
    const { services, calls } = fakeServices();
    const result = await runner(services)('memory_store', { ...base, key: 'k', value: 'v', tags: '["a","b"]' });
    expect(result.isError).toBeFalsy();
    // One call: the service merges into an existing memory or creates one with the defaults (scope working).
    expect(calls).toEqual([{ method: 'upsert', args: [expect.anything(), { key: 'k', value: 'v', tags: ['a', 'b'] }, { merge: true, defaultScope: 'working' }] }]);
    expect(result.structuredContent).toMatchObject({ memory: { scope: 'working', importance: 0.5 } });
    expect(result.structuredContent).toMatchObject({ created: true, memory: { key: 'k', tags: ['a', 'b'] } });
    // The text a model reads is the compact form: the key, the value and when the working memory expires.
    expect(text(result)).toMatch(/^Stored k \(.*working.*\)\n/);
    expect(text(result)).toContain('\nv');
  });

  it('updates an existing key in place: the value and only the fields given', async () => {
    const { services, calls } = fakeServices();
    const store = runner(services);
    await store('memory_store', { ...base, key: 'k', value: 'v1', scope: 'persistent', tags: '["a"]', importance: 0.9 });
    calls.length = 0;
    const result = await store('memory_store', { ...base, key: 'k', value: 'v2' });
    expect(calls).toEqual([{ method: 'upsert', args: [expect.anything(), { key: 'k', value: 'v2' }, { merge: true, defaultScope: 'working' }] }]);
    expect(result.structuredContent).toMatchObject({ created: false, memory: { value: 'v2', scope: 'persistent', tags: ['a'], importance: 0.9 } });
    const retagged = await store('memory_store', { ...base, key: 'k', value: 'v2', tags: '[]', importance: 0.1 });
    expect(retagged.structuredContent).toMatchObject({ created: false, memory: { tags: [], importance: 0.1, scope: 'persistent' } });
  });

  it('reports the database out of reach as DATABASE-001, not as an unexpected failure', async () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { services } = fakeServices({ recall: async () => { throw unreachable; } });
    services.outages = { unavailable: (e) => (e === unreachable ? new AppError('DATABASE-001') : undefined) };
    const result = await runner(services)('memory_recall', { ...base, query: 'anything' });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^DATABASE-001: /);
  });

  it('takes tags as a real JSON array as well as a string holding one', async () => {
    const { services, calls } = fakeServices();
    const result = await runner(services)('memory_store', { ...base, key: 'k', value: 'v', tags: ['a', 'b'] });
    expect(result.isError).toBeFalsy();
    expect(calls[0]!.args[1]).toMatchObject({ tags: ['a', 'b'] });
    const listed = await runner(services)('memory_list', { ...base, tags: ['a'] });
    expect(listed.isError).toBeFalsy();
    const bad = await runner(services)('memory_store', { ...base, key: 'k', value: 'v', tags: [1] });
    expect(text(bad)).toMatch(/^MCP-008/);
  });

  it('answers a malformed tags string with a tool error, not a crash', async () => {
    const { services, calls } = fakeServices();
    for (const tags of ['not json', '{"a":1}', '[1,2]']) {
      const result = await runner(services)('memory_store', { ...base, key: 'k', value: 'v', tags });
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(/^MCP-008: .*tags must be a string holding a JSON array/);
    }
    expect(calls).toHaveLength(0);
  });

  it('refuses arguments failing the input schema, naming the problem', async () => {
    const { services } = fakeServices();
    const missing = await runner(services)('memory_store', { user_id: 'u1', agent_name: 'global', key: 'k' });
    expect(text(missing)).toMatch(/^MCP-008: .*value is required/);
    const range = await runner(services)('memory_store', { ...base, key: 'k', value: 'v', importance: 2 });
    expect(text(range)).toMatch(/^MCP-008: .*importance must be <= 1/);
    const extra = await runner(services)('memory_recall', { ...base, query: 'q', bogus: 1 });
    expect(text(extra)).toMatch(/unknown argument bogus/);
  });

  it('applies the recall defaults k=5, scope all and a 2,000-character value cap', async () => {
    const { services, calls } = fakeServices();
    await runner(services)('memory_recall', { ...base, query: 'q' });
    expect(calls[0]).toEqual({ method: 'recall', args: [expect.objectContaining({ userId: 'u1', agentName: 'global' }), 'q', { k: 5, scope: 'all', maxValueChars: 2000 }] });
  });

  it('passes domain errors through with their code', async () => {
    const { services } = fakeServices();
    const result = await runner(services)('memory_delete', { ...base, key: 'absent' });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^MEMORY-001: Memory not found/);
  });

  it('refuses oversized arguments before running anything', async () => {
    const { services, calls } = fakeServices();
    const result = await runner(services)('memory_store', { ...base, key: 'k', value: 'x'.repeat(4000) });
    expect(text(result)).toMatch(/^MCP-004: Tool arguments are too large: \d+ bytes, at most 2048/);
    expect(calls).toHaveLength(0);
  });

  it('refuses local-only tools remotely, and says plainly which tools are not available yet', async () => {
    const { services } = fakeServices();
    expect(text(await runner(services, 'remote')('file_read', { path: '/etc/hosts' }))).toMatch(/^MCP-006: file_read .*memplat mcp/);
    // A catalogued tool without an implementation (lent from the catalogue, which may have none left).
    const lent = toolsByName.get('fact_check_claim')!;
    const run = lent.run;
    delete lent.run;
    try {
      const later = text(await runner(services)('fact_check_claim', { claim: 'x' }));
      expect(later).toBe('MCP-007: fact_check_claim is not available yet on this server: it is catalogued but has no implementation here. Every tool whose tools/list description does not end with "Not available yet" works.');
    } finally {
      lent.run = run;
    }
    await expect(runner(services)('no_such_tool', {})).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/MCP-011: Unknown tool "no_such_tool"/) });
    await expect(runner(services)('memory_update', {})).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/MCP-011/) });
  });

  it('validates every tool\'s arguments before anything else, not-yet-available tools included', async () => {
    const { services } = fakeServices();
    expect(text(await runner(services)('ext_web_search', { query: '' }))).toMatch(/^MCP-008: Invalid tool arguments: query must NOT have fewer than 1 characters/);
    expect(text(await runner(services)('vcs_issue_list', { repo: 'a/b' }))).toMatch(/^MCP-008: .*unknown argument repo/);
    expect(text(await runner(services)('telemetry_stats', { period: 'year' }))).toMatch(/^MCP-008: Invalid tool arguments: period must be one of/);
  });

  it('refuses tools of groups MCP_TOOL_GROUPS leaves out, like unknown tools but saying why', async () => {
    const { services } = fakeServices();
    const memoryOnly = runner(services, 'local', ['memory']);
    expect((await memoryOnly('memory_recall', { ...base, query: 'q' })).isError).toBeFalsy();
    await expect(memoryOnly('ext_web_search', { query: 'x' })).rejects.toMatchObject({
      code: -32602, message: expect.stringMatching(/MCP-016: ext_web_search is switched off in this session: its group "web" is not among the groups it offers \(memory;/),
    });
  });

  it('times out a slow call with a tool error and hides unexpected failures', async () => {
    const slow = fakeServices({ recall: () => new Promise(() => undefined) });
    const timedOut = await runner(slow.services)('memory_recall', { ...base, query: 'q' });
    expect(text(timedOut)).toMatch(/^MCP-005: memory_recall did not finish within 200 ms/);
    const broken = fakeServices({ recall: async () => { throw new Error('secret internals'); } });
    const failed = await runner(broken.services)('memory_recall', { ...base, query: 'q' });
    expect(text(failed)).toMatch(/^MCP-015: memory_recall failed unexpectedly/);
    expect(text(failed)).not.toContain('secret internals');
  });

  it('caps concurrent calls per session while other sessions run freely', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const { services } = fakeServices({ recall: async () => { await gate; return []; } });
    const session = runner(services);
    const first = session('memory_recall', { ...base, query: 'q' });
    const second = session('memory_recall', { ...base, query: 'q' });
    const third = await session('memory_recall', { ...base, query: 'q' });
    expect(text(third)).toMatch(/^MCP-010/);
    const other = fakeServices();
    expect((await runner(other.services)('memory_recall', { ...base, query: 'q' })).isError).toBeFalsy();
    release();
    expect((await first).isError).toBeFalsy();
    expect((await second).isError).toBeFalsy();
  });
});
