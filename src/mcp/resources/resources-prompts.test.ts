/**
 * MCP resources, resource templates, subscriptions, prompts and completion through the SDK
 * client: over Streamable HTTP with an API key (remote /mcp), over stdio (`memplat mcp`), and
 * in process for a caller of another context, which the same access rules as the tools refuse.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError, ResourceUpdatedNotificationSchema, type CallToolResult, type TextResourceContents } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../testing/mcp/mcp-test-server.js';
import { connectInProcess } from '../../testing/mcp/in-process-client.js';
import { createScratchStore } from '../../testing/test-server.js';
import { MemplatMcpInProcess } from '../../testing/mcp/stdio-in-process.js';
import { factsUri, memoryUri, patternUri, recentUri, TEMPLATES } from './uris.js';
import { settle, testTime } from '../../testing/time-budget.js';

let server: McpTestServer;
let client: Client;
const USER = 'alice';

async function tool(name: string, args: Record<string, unknown>, c: Client = client): Promise<Record<string, any>> {
  const result = (await c.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as Record<string, any>;
}

async function readJson(uri: string, c: Client = client): Promise<any> {
  const { contents } = await c.readResource({ uri });
  expect(contents[0]).toMatchObject({ uri, mimeType: 'application/json' });
  return JSON.parse((contents[0] as TextResourceContents).text);
}

async function rpcError(promise: Promise<unknown>): Promise<McpError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
}

beforeAll(async () => {
  server = await startMcpTestServer();
  const { key } = await server.services.apiKeys.create({ name: 'resources-test', userId: USER });
  client = await server.connect(key);
  await tool('memory_store', { user_id: USER, agent_name: 'global', key: 'prefs/editor', value: 'Alice prefers Vim keybindings and dark themes', scope: 'persistent', tags: '["preferences"]' });
  await tool('memory_store', { user_id: USER, agent_name: 'planner', key: 'project/launch', value: 'The product launch is planned for the first week of June', scope: 'persistent' });
  await tool('memory_record_interaction', { user_id: USER, query: 'How do I configure Vim for TypeScript?', response: 'Install a language server plugin.' });
}, testTime(120_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('resources over Streamable HTTP', () => {
  it('declares resources (with subscribe), prompts and completions', () => {
    expect(client.getServerCapabilities()).toMatchObject({ resources: { subscribe: true }, prompts: {}, completions: {}, tools: {} });
  });

  it('lists the catalogue, the key user\'s recent memories and pattern, and their memories', async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris.slice(0, 3)).toEqual(['memplat://tools', recentUri(USER), patternUri(USER)]);
    expect(uris).toContain(memoryUri(USER, 'global', 'prefs/editor'));
    expect(uris).toContain(memoryUri(USER, 'planner', 'project/launch'));
    expect(resources.every((r) => r.name && r.description)).toBe(true);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([TEMPLATES.memory, TEMPLATES.recent, TEMPLATES.pattern, TEMPLATES.facts]);
  });

  it('reads a memory by key, the recent memories, the pattern and the tool catalogue', async () => {
    expect(memoryUri(USER, 'planner', 'project/launch')).toBe('memplat://memory/alice/planner/project%2Flaunch');
    expect(await readJson(memoryUri(USER, 'planner', 'project/launch'))).toMatchObject({ key: 'project/launch', agent_name: 'planner', value: expect.stringContaining('June') });
    const recent = await readJson(recentUri(USER));
    expect(recent.memories.map((m: { key: string }) => m.key)).toEqual(expect.arrayContaining(['prefs/editor', 'project/launch']));
    expect(await readJson(patternUri(USER))).toMatchObject({ user_id: USER, total_interactions: 1 });
    const catalogue = await readJson('memplat://tools');
    expect(catalogue.transport).toBe('remote');
    expect(catalogue.tools).toHaveLength(49);
  });

  it('lists what was learned from the user\'s words as the facts resource', async () => {
    // Another user of the key, so the pattern assertions below still count alice's interactions only.
    const recorded = await tool('memory_record_interaction', { user_id: 'dana', query: 'I moved to Porto last month.', response: 'You might like Lisbon too.' });
    expect(recorded.learned).toEqual([expect.objectContaining({ kind: 'home', fact: expect.stringContaining('Porto') })]);
    const facts = await readJson(factsUri('dana'));
    expect(facts.facts).toEqual([expect.objectContaining({ kind: 'home', object: 'Porto', sentence: 'I moved to Porto last month.', origin: 'interaction', valid_until: null })]);
  });

  it('answers unknown resources and memories with -32002', async () => {
    expect((await rpcError(client.readResource({ uri: memoryUri(USER, 'global', 'nope') }))).code).toBe(-32002);
    expect((await rpcError(client.readResource({ uri: 'test://static-text' }))).code).toBe(-32002);
    expect((await rpcError(client.readResource({ uri: 'memplat://memory/alice/only-two' }))).code).toBe(-32002);
  });

  it('notifies a subscriber when the memory changes through MCP, and stops after unsubscribe', async () => {
    const updated: string[] = [];
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, async (n) => {
      updated.push(n.params.uri);
    });
    const uri = memoryUri(USER, 'global', 'prefs/editor');
    await client.subscribeResource({ uri });
    await client.subscribeResource({ uri: patternUri(USER) });
    await tool('memory_store', { user_id: USER, agent_name: 'global', key: 'prefs/editor', value: 'Alice now prefers Helix keybindings' });
    await tool('memory_store', { user_id: USER, agent_name: 'global', key: 'unrelated', value: 'Something else entirely' });
    await tool('memory_record_interaction', { user_id: USER, query: 'Helix or Vim?', response: 'Both are modal editors.' });
    await expect.poll(() => updated, { timeout: testTime(5000) }).toEqual([uri, patternUri(USER)]);
    await client.unsubscribeResource({ uri });
    await tool('memory_store', { user_id: USER, agent_name: 'global', key: 'prefs/editor', value: 'Back to Vim' });
    await settle(300);
    expect(updated).toEqual([uri, patternUri(USER)]);
    expect((await rpcError(client.subscribeResource({ uri: 'test://watched-resource' }))).code).toBe(-32602);
  });
});

describe('prompts and completion over Streamable HTTP', () => {
  it('lists the prompts with their arguments', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['recall_context', 'store_session_summary', 'personalize']);
    expect(prompts[0]!.arguments).toContainEqual(expect.objectContaining({ name: 'task', required: true }));
  });

  it('recall_context brings the memories relevant to the task', async () => {
    const result = await client.getPrompt({ name: 'recall_context', arguments: { task: 'plan the product launch date', agent_name: 'planner' } });
    const body = (result.messages[0]!.content as { text: string }).text;
    expect(body).toContain('plan the product launch date');
    expect(body).toContain('[project/launch]');
    expect(body).toContain('first week of June');
    expect((await rpcError(client.getPrompt({ name: 'recall_context', arguments: {} }))).message).toMatch(/needs the argument\(s\) task/);
    expect((await rpcError(client.getPrompt({ name: 'test_simple_prompt' }))).code).toBe(-32602);
  });

  it('store_session_summary names the key and tags, personalize the preferences and pattern', async () => {
    const summary = (await client.getPrompt({ name: 'store_session_summary', arguments: { topic: 'Editor setup' } })).messages[0]!.content as { text: string };
    expect(summary.text).toMatch(/key "session\/\d{4}-\d{2}-\d{2}\/editor-setup"/);
    expect(summary.text).toContain(`user_id "${USER}"`);
    const personal = (await client.getPrompt({ name: 'personalize', arguments: {} })).messages[0]!.content as { text: string };
    expect(personal.text).toContain('Back to Vim');
    expect(personal.text).toMatch(/2 recorded interactions/);
  });

  it('completes agent names, keys and users from the caller\'s memories', async () => {
    const agents = await client.complete({ ref: { type: 'ref/prompt', name: 'recall_context' }, argument: { name: 'agent_name', value: 'pl' } });
    expect(agents.completion.values).toEqual(['planner']);
    const keys = await client.complete({ ref: { type: 'ref/resource', uri: TEMPLATES.memory }, argument: { name: 'key', value: 'pro' }, context: { arguments: { user_id: USER, agent_name: 'planner' } } });
    expect(keys.completion.values).toEqual(['project/launch']);
    const users = await client.complete({ ref: { type: 'ref/resource', uri: TEMPLATES.recent }, argument: { name: 'user_id', value: 'a' } });
    expect(users.completion.values).toEqual([USER]);
    expect((await rpcError(client.complete({ ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' }, argument: { name: 'arg1', value: 'x' } }))).code).toBe(-32602);
  });
});

describe('context rules and stdio', () => {
  it('refuses a caller of another context what the tools would refuse', async () => {
    const stranger = await connectInProcess(server.services, { mode: 'remote', principal: { kind: 'apiKey', keyId: randomUUID(), keyName: 'x', accountId: null, userId: USER, contextId: randomUUID() } });
    try {
      const error = await rpcError(stranger.client.readResource({ uri: memoryUri(USER, 'planner', 'project/launch') }));
      expect(error.message).not.toContain('June');
      expect(error.message).toMatch(/MEMORY-00\d/);
    } finally {
      await stranger.close();
    }
  });

  it('serves resources and prompts on the stdio server too', async () => {
    const store = await createScratchStore('memplat-resources-stdio-');
    const stdio = new Client({ name: 'resources-stdio', version: '1.0.0' });
    try {
      await stdio.connect(new MemplatMcpInProcess(store.env), { timeout: testTime(60_000) });
      await tool('memory_store', { user_id: 'default_user', agent_name: 'global', key: 'hello', value: 'Hello from stdio' }, stdio);
      const { resources } = await stdio.listResources();
      expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining(['memplat://tools', recentUri('default_user'), memoryUri('default_user', 'global', 'hello')]));
      expect((await readJson('memplat://tools', stdio)).tools).toHaveLength(56);
      expect((await readJson(memoryUri('default_user', 'global', 'hello'), stdio)).value).toBe('Hello from stdio');
      expect((await stdio.listPrompts()).prompts).toHaveLength(3);
    } finally {
      await stdio.close().catch(() => undefined);
      await store.remove();
    }
  }, testTime(60_000));
});
