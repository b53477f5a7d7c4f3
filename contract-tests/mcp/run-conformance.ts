/**
 * Runs the MCP conformance suite's server scenarios against /mcp of a freshly started server
 * (temporary DATA_DIR), through the bearer proxy. Prints the suite's report and exits with its
 * status; scenarios that do not apply to this server are listed in expected-failures.yaml.
 *
 *   tsx contract-tests/mcp/run-conformance.ts [--scenario <name>] [--output-dir <dir>]
 *
 * The suite needs Node 22+: it runs under node_modules/.bin/node (Node 24).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../src/http/contract.js';
import { startMcpTestServer } from '../../src/testing/mcp/mcp-test-server.js';
import { startBearerProxy } from './bearer-proxy.js';

export async function runConformance(extraArgs: string[] = []): Promise<{ code: number; output: string }> {
  const server = await startMcpTestServer();
  const proxy = await startBearerProxy(server.url, await server.createKey('conformance'));
  try {
    const node = path.join(repoRoot, 'node_modules/.bin/node');
    const cli = path.join(repoRoot, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
    const args = [cli, 'server', '--url', `${proxy.url}/mcp`, '--suite', 'all', '--expected-failures', path.join(repoRoot, 'contract-tests/mcp/expected-failures.yaml'), ...extraArgs];
    return await new Promise((resolve, reject) => {
      const child = spawn(node, args, { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' } });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? 1, output }));
    });
  } finally {
    await proxy.close();
    await server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(repoRoot, 'contract-tests/mcp/run-conformance.ts')) {
  runConformance(process.argv.slice(2)).then(
    ({ code, output }) => {
      process.stdout.write(output);
      process.exit(code);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(2);
    },
  );
}
