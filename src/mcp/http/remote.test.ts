import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../testing/mcp/mcp-test-server.js';
import { toolsByName } from '../tools/catalogue.js';
import { testTime } from '../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const ns = { user_id: 'alice', agent_name: 'global' };

describe('remote MCP over Streamable HTTP (SDK client)', () => {
  let server: McpTestServer;
  let key: string;

  beforeAll(async () => {
    server = await startMcpTestServer();
    key = await server.createKey('remote-test');
  }, testTime(180_000));
  afterAll(async () => server?.close(), testTime(60_000));

  it('lists the 49 remote tools with schemas, titles and annotations', async () => {
    const client = await server.connect(key);
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(49);
    const names = tools.map((t) => t.name);
    expect(names).toContain('ext_local_search');
    expect(names).not.toContain('memory_update');
    for (const local of ['file_read', 'file_write', 'dir_list', 'shell_exec', 'media_open_image', 'media_open_audio', 'media_open_video']) {
      expect(names).not.toContain(local);
    }
    const store = tools.find((t) => t.name === 'memory_store')!;
    expect(store.title).toBe('Store a memory');
    expect(store.annotations).toMatchObject({ destructiveHint: false, idempotentHint: true }); // overwrites are kept as versions
    expect(store.annotations!.readOnlyHint ?? false).toBe(false); // MCP's default, so tools/list leaves it out
    expect(store.inputSchema.required).toEqual(['user_id', 'agent_name', 'key', 'value']);
    expect(store.outputSchema).toBeDefined();
  });

  it('stores, recalls, updates (memory_store on the same key) and deletes through the same services as REST, auditing the deletion', async () => {
    const client = await server.connect(key);
    const stored = await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'lang', value: 'Alice prefers answers in French', tags: '["preferences"]', scope: 'persistent' } });
    expect(stored.isError).toBeFalsy();
    expect(stored.structuredContent).toMatchObject({ created: true, memory: { key: 'lang', scope: 'persistent', tags: ['preferences'], importance: 0.5 } });

    const rest = await fetch(`${server.url}/api/v1/memory/lang`, { headers: { Authorization: `Bearer ${key}`, 'X-User-ID': 'alice' } });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ key: 'lang', value: 'Alice prefers answers in French' });

    const recalled = await client.callTool({ name: 'memory_recall', arguments: { ...ns, query: 'which language does Alice prefer?' } });
    expect((recalled.structuredContent as { results: Array<{ key: string }> }).results.map((r) => r.key)).toContain('lang');

    const updated = await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'lang', value: 'Alice prefers answers in French, short ones', importance: 0.9 } });
    expect(updated.structuredContent).toMatchObject({ created: false, memory: { key: 'lang', importance: 0.9, scope: 'persistent', tags: ['preferences'], value: 'Alice prefers answers in French, short ones' } });

    const deleted = await client.callTool({ name: 'memory_delete', arguments: { ...ns, key: 'lang' } });
    expect(deleted.structuredContent).toMatchObject({ deleted: true, key: 'lang', agent_name: 'global', context: { kind: 'local' } });
    const audit = await server.services.audit.list({ action: 'memory.delete' });
    expect(audit.some((row: { details: { key?: string } }) => row.details.key === 'lang')).toBe(true);

    const again = await client.callTool({ name: 'memory_fetch', arguments: { ...ns, key: 'lang' } });
    expect(again.isError).toBe(true);
    expect(text(again)).toMatch(/^MEMORY-001/);
  });

  it('answers a malformed tags string, a local-only tool and a not-yet-available tool with tool errors', async () => {
    const client = await server.connect(key);
    const badTags = await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'k', value: 'v', tags: '[oops' } });
    expect(badTags.isError).toBe(true);
    expect(text(badTags)).toMatch(/^MCP-008/);
    const local = await client.callTool({ name: 'shell_exec', arguments: { command: 'id' } });
    expect(local.isError).toBe(true);
    expect(text(local)).toMatch(/^MCP-006: shell_exec .*local stdio server/);
    const outside = await client.callTool({ name: 'vcs_exec', arguments: { repository: 'octo/demo', args: ['status'] } });
    expect(text(outside)).toMatch(/^MCP-008: Invalid tool arguments: vcs_exec runs only these commands/);
    // A catalogued tool without an implementation (lent from the catalogue, which has none left).
    const lent = toolsByName.get('vcs_exec')!;
    const run = lent.run;
    delete lent.run;
    try {
      const later = await client.callTool({ name: 'vcs_exec', arguments: { args: ['status'] } });
      expect(text(later)).toMatch(/^MCP-007: vcs_exec is not available yet on this server: it is catalogued but has no implementation here\./);
    } finally {
      lent.run = run;
    }
  });

  it('offers only the groups of MCP_TOOL_GROUPS to sessions opened under it', async () => {
    const config = server.services.config.mcp;
    const all = config.toolGroups;
    config.toolGroups = ['memory', 'other', 'local'];
    try {
      const client = await server.connect(key);
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(12 + 5); // local-only tools stay refused on /mcp
      await expect(client.callTool({ name: 'ext_web_search', arguments: { query: 'x' } })).rejects.toThrow(/MCP-016: ext_web_search is switched off/);
    } finally {
      config.toolGroups = all;
    }
  });

  it('answers every memory tool with structured content that matches its output schema', async () => {
    // The SDK client validates structuredContent against each tool's outputSchema.
    const client = await server.connect(key);
    const who = { user_id: 'carol', agent_name: 'planner' };
    const call = async (name: string, args: Record<string, unknown>) => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, `${name}: ${result.isError ? text(result) : ''}`).toBeFalsy();
      return result.structuredContent as Record<string, any>;
    };
    await call('memory_store', { ...who, key: 'trip', value: 'Carol is planning a hiking trip to the Alps in June', tags: '["travel","hiking"]', importance: 0.8 });
    await call('memory_store', { ...who, key: 'diet', value: 'Carol is vegetarian', scope: 'persistent', tags: '["food"]' });
    await call('memory_store', { user_id: 'carol', agent_name: 'global', key: 'home', value: 'Carol lives in Lyon', scope: 'persistent' });

    const search = await call('memory_search', { ...who, query: 'hiking Alps' });
    expect(search.results[0]).toMatchObject({ key: 'trip', match: expect.stringMatching(/full_text|both/) });
    expect(search.results[0].snippet).toContain('hiking trip to the Alps'); // plain text over MCP
    expect(search.results[0].snippet).not.toContain('<mark>');
    expect((await call('memory_search_ids', { ...who, query: 'where does Carol live', limit: 3 })).ids).toContain('home');
    const fetched = await call('memory_fetch', { ...who, key: 'diet' });
    expect(fetched.memory).toMatchObject({ key: 'diet', value: 'Carol is vegetarian', agent_name: 'planner' });

    const page = await call('memory_list', { ...who, limit: 1 });
    expect(page.memories).toHaveLength(1);
    expect(page.next_cursor).toEqual(expect.any(String));
    const tagged = await call('memory_list', { ...who, tags: '["food"]' });
    expect(tagged.memories.map((m: { key: string }) => m.key)).toEqual(['diet']);
    const everyAgent = await call('memory_list', { user_id: 'carol', agent_name: '*' });
    expect(everyAgent.memories.map((m: { key: string }) => m.key).sort()).toEqual(['diet', 'home', 'trip']);

    const stats = await call('memory_stats', who);
    expect(stats).toMatchObject({ user_id: 'carol', agent_name: 'planner', total: 2, working: 1, persistent: 1, tags: { travel: 1, hiking: 1, food: 1 } });

    const feedback = await call('memory_feedback', { ...who, key: 'trip', label: 'useful', weight: 0.5 });
    expect(feedback).toMatchObject({ key: 'trip', label: 'useful', weight: 0.5, node_id: expect.stringMatching(/^memory:/) });
    const byNode = await call('memory_feedback', { ...who, node_id: feedback.node_id, label: 'outdated' });
    expect(byNode).toMatchObject({ node_id: feedback.node_id, label: 'outdated', weight: 1 });

    const interaction = await call('memory_record_interaction', { user_id: 'carol', query: 'What should I pack for hiking in the Alps?', response: 'Layers, rain jacket and good boots.', ai_platform: 'claude' });
    expect(interaction).toMatchObject({ interaction_id: expect.stringMatching(/^interaction:/), user_node_id: 'user:carol' });
    const pattern = await call('memory_get_user_pattern', { user_id: 'carol' });
    expect(pattern).toMatchObject({ user_id: 'carol', total_interactions: 1, platforms: { claude: 1 } });
    const related = await call('memory_get_related', { ...who, key: 'trip' });
    expect(related.node_id).toMatch(/^memory:/);
    expect(related.related.length).toBeGreaterThan(0);
  });

  it('counts every tool call and REST operation, by tool and client, with errors and latency (telemetry_stats, telemetry_cost)', async () => {
    const client = await server.connect(key);
    const stats = async () => (await client.callTool({ name: 'telemetry_stats', arguments: { period: 'day' } })).structuredContent as Record<string, any>;
    const named = (s: Record<string, any>, surface: string, name: string) => s.by_name.find((n: { surface: string; name: string }) => n.surface === surface && n.name === name) ?? { calls: 0, errors: 0 };
    const before = await stats();
    await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'tele-1', value: 'one' } });
    await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'tele-2', value: 'two' } });
    await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'tele-3' } }); // invalid: an error answer
    const rest = await fetch(`${server.url}/api/v1/memory/tele-1`, { headers: { Authorization: `Bearer ${key}`, 'X-User-ID': 'alice', 'User-Agent': 'telemetry-check/1.0' } });
    expect(rest.status).toBe(200);
    const after = await stats();
    expect(after).toMatchObject({ period: 'day', scope: 'the calling context', enabled: true });
    expect(after.tool_calls.memory_store - (before.tool_calls.memory_store ?? 0)).toBe(3);
    expect(named(after, 'mcp', 'memory_store').errors - named(before, 'mcp', 'memory_store').errors).toBe(1);
    expect(after.tool_calls.telemetry_stats - (before.tool_calls.telemetry_stats ?? 0)).toBe(1);
    expect(named(after, 'rest', 'getMemory').calls - named(before, 'rest', 'getMemory').calls).toBe(1);
    expect(after.by_client).toEqual(expect.arrayContaining([
      expect.objectContaining({ surface: 'mcp', client: 'memplat-test' }),
      expect.objectContaining({ surface: 'rest', client: 'telemetry-check', calls: 1 }),
    ]));
    expect(named(after, 'mcp', 'memory_store').p50_ms).toEqual(expect.any(Number));

    const cost = await client.callTool({ name: 'telemetry_cost', arguments: { group_by: 'provider' } });
    expect(cost.isError).toBeFalsy();
    expect(cost.structuredContent).toMatchObject({ currency: 'USD', total: 0, configured_provider: { provider: 'builtin', price_per_million_tokens: 0 } });
    expect((cost.structuredContent as { notes: string[] }).notes.join(' ')).toMatch(/runs on this machine .* costs nothing per token/);
  });

  it('ranks tools for a request with the embedding model and rules (route_query)', async () => {
    const client = await server.connect(key);
    const routed = await client.callTool({ name: 'route_query', arguments: { query: 'Please remember that Alice\'s favourite colour is green', limit: 8 } });
    expect(routed.isError, text(routed)).toBeFalsy();
    const answer = routed.structuredContent as { tool: string; confidence: number; method: string; ranked: Array<{ tool: string; score: number; reasons: string[] }> };
    expect(answer).toMatchObject({ tool: 'memory_store', method: expect.stringMatching(/^embedding similarity/) });
    expect(answer.ranked).toHaveLength(8);
    expect(answer.ranked[0]!.reasons.join('; ')).toMatch(/asks to remember something/);
    expect(answer.ranked.every((r, i) => i === 0 || r.score <= answer.ranked[i - 1]!.score)).toBe(true);
    const remote = await client.callTool({ name: 'route_query', arguments: { query: 'list the files in ./src', limit: 56 } });
    expect((remote.structuredContent as { ranked: Array<{ tool: string }> }).ranked.map((r) => r.tool)).not.toContain('dir_list');
    const narrowed = await client.callTool({ name: 'route_query', arguments: { query: 'what do you know about Alice?', candidates: ['memory_recall', 'memory_stats'] } });
    expect((narrowed.structuredContent as { tool: string; alternatives: string[] })).toMatchObject({ tool: 'memory_recall', alternatives: ['memory_stats'] });
    const refused = await client.callTool({ name: 'route_query', arguments: { query: 'x', candidates: ['file_read'] } });
    expect(text(refused)).toMatch(/^MCP-008: .*candidates names tools this server does not offer: file_read/);
  });
});

