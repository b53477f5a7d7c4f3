/**
 * MCP tool groups chosen per OAuth grant (the Authorized apps page): what each group costs, the
 * choice on the grant, and the access tokens issued under it seeing and calling only those groups.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { authorizedMcpClient } from '../../../testing/http/oauth-fixtures.js';
import { signedInUser } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';
import { toolsFor } from '../../../mcp/tools/catalogue.js';
import { catalogueCost } from '../../../mcp/tools/catalogue-cost.js';

let server: AuthTestServer;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('initial-admin', 'initial@example.com');
}, testTime(240_000));
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await server?.close();
}, testTime(60_000));

async function connect(accessToken: string, path = '/mcp'): Promise<Client> {
  const client = new Client({ name: 'grant-tools-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}${path}`), { requestInit: { headers: { Authorization: `Bearer ${accessToken}` } } }), { timeout: testTime(60_000) });
  clients.push(client);
  return client;
}

const names = (tools: Array<{ name: string }>) => tools.map((t) => t.name).sort();

describe('GET /api/v1/mcp/tool-groups', () => {
  it('answers each remote group with its tools and tokens, all of them, and the cost of a choice', async () => {
    const user = await signedInUser(server);
    const res = await user.browser.get('/api/v1/mcp/tool-groups?groups=memory,web');
    expect(res.status).toBe(200);
    expect(res.json.groups.map((g: { name: string }) => g.name)).toEqual(['memory', 'web', 'video', 'coding', 'vcs', 'multimodal', 'other']);
    expect(res.json.groups[0]).toEqual({ name: 'memory', tool_count: 12, tokens: catalogueCost('remote', ['memory']).tokens, tools: toolsFor('remote', ['memory']).map((t) => t.name) });
    expect(res.json.all).toMatchObject({ tool_count: 49, tokens: catalogueCost('remote').tokens });
    expect(res.json.selection).toEqual({ groups: ['memory', 'web'], tool_count: 18, tokens: catalogueCost('remote', ['memory', 'web']).tokens });

    const unknown = await user.browser.get('/api/v1/mcp/tool-groups?groups=memory,memoir');
    expect([unknown.status, unknown.json.code]).toEqual([422, 'MCP-026']);
    expect(unknown.json.detail[0]).toMatchObject({ loc: ['query', 'groups'], type: 'value_error.tool_group', msg: expect.stringMatching(/memoir; choose some of memory, web/) });
  });
});

describe('PUT /api/v1/me/oauth/grants/{client_id}/tool-groups', () => {
  it('a token of a grant limited to memory lists only memory tools over /mcp and is refused another group\'s tool', async () => {
    const user = await signedInUser(server);
    const { clientId, accessToken } = await authorizedMcpClient(user.browser, server.url, 'Cursor');
    const listed = await user.browser.get('/api/v1/me/oauth/grants');
    expect(listed.json).toEqual([expect.objectContaining({ client_id: clientId, tool_groups: null })]);
    const before = await connect(accessToken);
    expect((await before.listTools()).tools).toHaveLength(49);

    const set = await user.browser.request('PUT', `/api/v1/me/oauth/grants/${clientId}/tool-groups`, { json: { tool_groups: ['Memory'] } });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ client_id: clientId, tool_groups: ['memory'] });
    expect((await user.browser.get('/api/v1/me/oauth/grants')).json[0].tool_groups).toEqual(['memory']);
    // The session opened before the choice ended, so the client reconnects with it.
    await expect(before.listTools()).rejects.toThrow();

    const limited = await connect(accessToken);
    expect(names((await limited.listTools()).tools)).toEqual(names(toolsFor('remote', ['memory'])));
    await expect(limited.callTool({ name: 'ext_web_search', arguments: { query: 'x' } })).rejects.toThrow(/MCP-016/);
    const stored = await limited.callTool({ name: 'memory_store', arguments: { user_id: 'ada', agent_name: 'cursor', key: 'editor', value: 'prefers vim', scope: 'persistent' } });
    expect(stored.isError, JSON.stringify(stored.content)).toBeFalsy();

    // The URL narrows the grant's choice and never widens it.
    await expect(connect(accessToken, '/mcp?tools=web')).rejects.toThrow(/web not offered to this OAuth grant; choose all or some of memory/);

    const cleared = await user.browser.request('PUT', `/api/v1/me/oauth/grants/${clientId}/tool-groups`, { json: { tool_groups: null } });
    expect([cleared.status, cleared.json.tool_groups]).toEqual([200, null]);
    expect((await (await connect(accessToken)).listTools()).tools).toHaveLength(49);
  });

  it('refuses unknown groups with 422 MCP-026 naming them, an empty choice, and grants of other accounts', async () => {
    const user = await signedInUser(server);
    const { clientId } = await authorizedMcpClient(user.browser, server.url, 'Claude');
    const unknown = await user.browser.request('PUT', `/api/v1/me/oauth/grants/${clientId}/tool-groups`, { json: { tool_groups: ['memory', 'memoir'] } });
    expect([unknown.status, unknown.json.code]).toEqual([422, 'MCP-026']);
    expect(unknown.json.detail[0]).toMatchObject({ loc: ['body', 'tool_groups'], msg: expect.stringMatching(/memoir; choose some of memory, web, video/) });
    const empty = await user.browser.request('PUT', `/api/v1/me/oauth/grants/${clientId}/tool-groups`, { json: { tool_groups: [] } });
    expect([empty.status, empty.json.code]).toEqual([422, 'REQUEST-001']);
    expect((await user.browser.get('/api/v1/me/oauth/grants')).json[0].tool_groups).toBeNull();

    const stranger = await signedInUser(server, 'stranger');
    const foreign = await stranger.browser.request('PUT', `/api/v1/me/oauth/grants/${clientId}/tool-groups`, { json: { tool_groups: ['memory'] } });
    expect([foreign.status, foreign.json.code]).toEqual([404, 'OAUTH-004']);
    expect((await user.browser.get('/api/v1/me/oauth/grants')).json[0].tool_groups).toBeNull();
  });
});
