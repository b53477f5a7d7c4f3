/**
 * vcs_exec's git commands over remote /mcp, in a real temporary repository under VCS_GIT_ROOTS:
 * every read-only subcommand runs; writes, forbidden flags, operands leaving the repository
 * and folders outside the roots are refused; output is capped; nothing the repository's
 * configuration names (fsmonitor, external diff, textconv, pager) runs.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { createGitFixture, git, refused, type GitFixture } from '../../../testing/mcp/git-fixture.js';
import { testTime } from '../../../testing/time-budget.js';


describe('vcs_exec git commands over /mcp', () => {
  let fx: GitFixture;
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    fx = createGitFixture();
    server = await startMcpTestServer({ VCS_GIT_ROOTS: [fx.roots, fx.nested].join(path.delimiter) });
    client = await server.connect(await server.createKey('vcs-exec-git'));
  }, testTime(60_000));
  afterAll(async () => {
    await server?.close();
    fx?.remove();
  });

  it('runs each read-only subcommand in the repository and returns git\'s own output', async () => {
    const status = await git(client, ['status', '--short']);
    expect(status).toMatchObject({ exit_code: 0, stdout: ' M notes.txt\n', stderr: '', command: 'git status', repository: fx.repo, provider: 'git', write: false });
    expect(status.result).toMatchObject({ folder: fx.repo, argv: ['git', 'status', '--short'], stdout_truncated: false, stderr_truncated: false });
    expect((await git(client, ['log', '--oneline', '-n', '5'])).stdout).toMatch(/^[0-9a-f]{7,} Second commit\n[0-9a-f]{7,} First commit\n$/);
    expect((await git(client, ['show', 'HEAD~1:src/a.ts'])).stdout).toBe('export const a = 1;\n');
    expect((await git(client, ['show', '--stat', '--format=%s', 'HEAD'])).stdout).toMatch(/^Second commit\n\n src\/a\.ts \| 2 \+-\n/);
    const diff = await git(client, ['diff', '-U0']);
    expect(diff.stdout).toContain('-hello\n+hello again\n');
    expect((await git(client, ['diff', '--stat'])).stdout).toMatch(/notes\.txt \| 2 \+-/);
    expect((await git(client, ['blame', '-L', '1,1', 'src/a.ts'])).stdout).toMatch(/^[0-9a-f^]+ \(Ada .* 1\) export const a = 2;\n$/);
    expect((await git(client, ['branch', '--list'])).stdout).toBe('  feature\n* main\n');
    expect((await git(client, ['branch'])).write).toBe(false);
    expect((await git(client, ['tag', '--list'])).stdout).toBe('v1.0\n');
    expect((await git(client, ['ls-files'])).stdout).toBe('.gitattributes\nbig.txt\nnotes.txt\nsrc/a.ts\n');
    expect((await git(client, ['rev-parse', '--abbrev-ref', 'HEAD'])).stdout).toBe('main\n');
    const remote = await git(client, ['remote', '-v']);
    expect(remote.stdout).toBe('origin\thttps://***@example.com/demo.git (fetch)\norigin\thttps://***@example.com/demo.git (push)\n');
    expect((await git(client, ['describe', '--tags'])).stdout).toMatch(/^v1\.0-1-g[0-9a-f]+\n$/);
    expect((await git(client, ['shortlog', '-sn'])).stdout).toBe('     2\tAda\n');
    expect((await git(client, ['grep', '-n', 'const a'])).stdout).toBe('src/a.ts:1:export const a = 2;\n');
    expect(await git(client, ['grep', 'no such text'])).toMatchObject({ exit_code: 1, stdout: '' }); // git's answer, not a tool error
    expect((await git(client, ['stash', 'list'])).stdout).toBe('');
    expect((await git(client, ['ls-files'], { path: path.join(fx.repo, 'src') })).stdout).toBe('a.ts\n');
    expect(fx.markers()).toEqual([]);
  });

  it('refuses the write subcommands on /mcp and leaves the repository as it was', async () => {
    const head = fx.git(['rev-parse', 'HEAD']);
    expect(await refused(client, ['git', 'commit', '-am', 'Sneaky'])).toMatch(/^MCP-006: git commit changes the repository, so vcs_exec runs it only on the local stdio server \(memplat mcp\); over remote \/mcp it runs only the read-only git subcommands: status, log, show, diff, blame, branch, tag, ls-files, rev-parse, remote, describe, shortlog, grep, stash list, stash show \(branch and tag to list\)$/);
    expect(await refused(client, ['git', 'add', 'notes.txt'])).toMatch(/^MCP-006: git add changes the repository/);
    expect(await refused(client, ['git', 'branch', 'sneaky'])).toMatch(/^MCP-006: git branch changes the repository/);
    expect(await refused(client, ['git', 'switch', 'feature'])).toMatch(/^MCP-006: git switch/);
    expect(await refused(client, ['git', 'stash'])).toMatch(/^MCP-006: git stash changes/);
    expect(fx.git(['rev-parse', 'HEAD'])).toBe(head);
    expect(fx.git(['branch', '--list'])).toBe('  feature\n* main\n');
    expect(fx.git(['diff', '--cached', '--name-only'])).toBe('');
  });

  it('refuses forbidden flags, operands that leave the repository and folders outside the roots', async () => {
    expect(await refused(client, ['git', 'diff', '--output=/tmp/vcs-exec-out'])).toBe('MCP-008: Invalid tool arguments: git diff --output is refused: it writes a file');
    expect(await refused(client, ['git', 'log', '-p', '--ext-diff'])).toBe('MCP-008: Invalid tool arguments: git log --ext-diff is refused: it runs an external diff program');
    expect(await refused(client, ['git', '-c', 'core.pager=sh', 'log'])).toMatch(/^MCP-008: .*-c: options before the subcommand/);
    expect(await refused(client, ['git', 'grep', '-O', 'hello'])).toMatch(/^MCP-008: .*-O is not a flag vcs_exec allows for git grep/);
    expect(await refused(client, ['git', 'fetch'])).toMatch(/^MCP-008: .*git fetch is not one vcs_exec runs/);
    // git diff with a path outside the repository would read it (an implied --no-index).
    expect(await refused(client, ['git', 'diff', fx.secret, 'notes.txt'])).toBe(`MCP-017: ${fx.secret} is outside the repository ${fx.repo}: vcs_exec passes git only revisions and paths inside it`);
    expect(await refused(client, ['git', 'diff', '../../secret.txt', 'notes.txt'])).toMatch(/^MCP-017: \.\.\/\.\.\/secret\.txt is outside the repository/);
    expect(await refused(client, ['git', 'status'], { path: '../outside' })).toMatch(new RegExp(`^MCP-017: \\.\\./outside is outside the folders vcs_exec may run git in: ${fx.roots}, ${fx.nested} \\(VCS_GIT_ROOTS\\)`));
    expect(await refused(client, ['git', 'status'], { path: fx.outside })).toMatch(/^MCP-017: .* is outside the folders vcs_exec may run git in/);
    expect(await refused(client, ['git', 'log'], { path: fx.nested })).toBe(`MCP-017: ${fx.nested} belongs to the git repository at ${fx.parent}, which is outside the folders vcs_exec may run git in: ${fx.roots}, ${fx.nested} (VCS_GIT_ROOTS)`);
    expect(await refused(client, ['git', 'status'], {})).toMatch(/^MCP-020: \. is not in a git repository \(git: fatal: not a git repository/);
    expect(await refused(client, ['git', 'status'], { path: 'demo/missing' })).toBe('MCP-020: demo/missing does not exist');
    expect(await refused(client, ['git', 'status'], { repository: 'octo/demo' })).toMatch(/^MCP-008: .*git commands run in a local repository named by path/);
    expect(await refused(client, ['issue', 'list'], { path: 'demo' })).toMatch(/^MCP-008: .*path is for git commands/);
    expect(fx.markers()).toEqual([]);
  });

  it('cuts long output at 200000 bytes and says so', async () => {
    const big = await git(client, ['show', 'HEAD:big.txt']);
    expect(big.stdout).toHaveLength(200_000);
    expect(big.stderr).toBe('output cut at 200000 bytes');
    expect(big.result).toMatchObject({ stdout_truncated: true, stderr_truncated: false });
  });

  it('runs in a repository whose configuration does run programs when git is called plainly', () => {
    execFileSync('git', ['diff'], { cwd: fx.repo, stdio: 'ignore' });
    expect(fx.markers()).toEqual(expect.arrayContaining(['ran-external-diff', 'ran-fsmonitor']));
  });

  it('lists the git subcommands and one subcommand\'s flags', async () => {
    const help = await git(client, ['help'], {});
    expect(help).toMatchObject({ command: 'git help', provider: 'git', repository: null, write: false });
    expect(help.stdout).toContain('git commit -m <message> [<path>...]  (writes)');
    expect((await git(client, ['help', 'diff'], {})).stdout).toMatch(/flags: .*--cached/);
    expect((await client.callTool({ name: 'vcs_exec', arguments: { args: ['help'] } }) as CallToolResult).structuredContent!.stdout).toContain('["git", "help"] lists the subcommands');
  });
});

describe('vcs_exec git commands over /mcp without VCS_GIT_ROOTS', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer();
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('says git runs on the local stdio server, or under VCS_GIT_ROOTS', async () => {
    const client = await server.connect(await server.createKey('vcs-exec-git-none'));
    expect(await refused(client, ['git', 'status'], { path: '/' }))
      .toBe('MCP-006: vcs_exec runs git on the local stdio server (memplat mcp), in the repositories under its roots; over remote /mcp it reads only repositories under VCS_GIT_ROOTS, which this server does not set');
  });
});
