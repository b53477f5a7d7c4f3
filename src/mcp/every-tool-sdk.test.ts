/**
 * Every tool through the MCP TypeScript SDK's Client, on both transports: remote /mcp over
 * Streamable HTTP (49 tools) and `memplat mcp` over stdio (56 tools). The SDK client checks each
 * structuredContent against the tool's listed outputSchema and refuses a mismatch, so a schema
 * that forbids a real answer fails here. Providers the machine has none of (search, code host,
 * video site, arXiv) point at a closed loopback port: those tools must answer a clear tool error.
 */
// store-tier: each store — every tool once through the SDK, each reading or writing what it serves from the store
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { MemplatMcpInProcess } from '../testing/mcp/stdio-in-process.js';
import { callEveryTool, expectedOutcome, type CallOutcome } from '../testing/mcp/every-tool-calls.js';
import { createGitFixture, type GitFixture } from '../testing/mcp/git-fixture.js';
import { writeMediaFixtures } from '../testing/mcp/media-fixtures.js';
import { startMcpTestServer, type McpTestServer } from '../testing/mcp/mcp-test-server.js';

const CLOSED = 'http://127.0.0.1:9';
const OFFLINE_PROVIDERS = {
  GITHUB_API_URL: CLOSED, GITLAB_URL: CLOSED, YOUTUBE_URL: CLOSED, YOUTUBE_API_URL: CLOSED, ARXIV_API_URL: `${CLOSED}/api/query`,
  BRAVE_API_URL: CLOSED, WEB_FETCH_TIMEOUT_MS: '3000', WEB_FETCH_RETRIES: '0', MEMPLAT_SHELL: 'on',
};

/** A tool error names its code and says what happened; MCP-008 (arguments) or MCP-015 (a crash) would be this test's fault or a bug. */
function checkOutcomes(outcomes: CallOutcome[], mode: 'remote' | 'local'): void {
  for (const outcome of outcomes) {
    expect(outcome.outcome, `${outcome.tool}: ${'text' in outcome ? outcome.text : ''}`).not.toBe('protocol-error');
    if (expectedOutcome(outcome.tool, mode) === 'ok') {
      expect(outcome, outcome.tool).toEqual({ tool: outcome.tool, outcome: 'ok' });
    } else if (outcome.outcome === 'tool-error') {
      expect(outcome.text, outcome.tool).toMatch(/^[A-Z]+-\d{3}: \S.{10,}/);
      expect(outcome.text, outcome.tool).not.toMatch(/^MCP-(008|015):/);
    }
  }
}

describe('every tool through the SDK client', () => {
  let server: McpTestServer;
  let fixture: GitFixture;

  beforeAll(async () => {
    fixture = createGitFixture();
    writeMediaFixtures(fixture.roots);
    fs.writeFileSync(path.join(fixture.roots, 'notes.md'), '# Meeting notes\n\nWe agreed to deploy on Fridays.\n');
    server = await startMcpTestServer({ ...OFFLINE_PROVIDERS, VCS_GIT_ROOTS: fixture.roots });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    fixture?.remove();
  }, 60_000);

  it('calls the 49 remote tools over Streamable HTTP: no schema refused, offline tools succeed, the others answer a clear tool error', async () => {
    const client = await server.connect(await server.createKey('every-tool'));
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(49);
    const outcomes = await callEveryTool(client, new Set(tools.map((t) => t.name)));
    expect(outcomes).toHaveLength(49);
    checkOutcomes(outcomes, 'remote');
  }, 600_000);

  it('calls the 56 tools over stdio (`memplat mcp` relaying into the server) with the same rules', async () => {
    const transport = new MemplatMcpInProcess({ ...server.env, MEMPLAT_FS_ROOTS: fixture.roots });
    const client = new Client({ name: 'every-tool-stdio', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(56);
      const outcomes = await callEveryTool(client, new Set(tools.map((t) => t.name)));
      expect(outcomes).toHaveLength(56);
      checkOutcomes(outcomes, 'local');
    } finally {
      await client.close();
    }
  }, 600_000);
});
