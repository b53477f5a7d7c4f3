/**
 * vcs_exec's git commands on the local stdio server (memplat mcp), in a real temporary
 * repository under MEMPLAT_FS_ROOTS: reads, and the write subcommands (add, commit, switch,
 * checkout, branch and tag creation, stash, restore) that only stdio runs, with no hook or
 * other program from the repository's configuration run; refusals as over /mcp.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createGitFixture, git, refused, type GitFixture } from '../../../testing/mcp/git-fixture.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { testTime } from '../../../testing/time-budget.js';

describe('vcs_exec git commands over stdio', () => {
  let fx: GitFixture;
  let store: ScratchStore;
  let client: Client;

  beforeAll(async () => {
    fx = createGitFixture();
    store = await createScratchStore('memplat-vcs-git-stdio-');
    const transport = new MemplatMcpInProcess({ ...store.env, MEMPLAT_FS_ROOTS: fx.roots });
    client = new Client({ name: 'vcs-exec-git-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
  }, testTime(60_000));
  afterAll(async () => {
    await client?.close();
    await store?.remove();
    fx?.remove();
  });

  it('reads, then stages and commits without running hooks', async () => {
    expect(await git(client, ['status', '--short'])).toMatchObject({ stdout: ' M notes.txt\n', repository: fx.repo, write: false });
    expect(await git(client, ['add', 'notes.txt'])).toMatchObject({ exit_code: 0, command: 'git add', write: true });
    expect(fx.git(['diff', '--cached', '--name-only'])).toBe('notes.txt\n');
    const committed = await git(client, ['commit', '-m', 'Third commit']);
    expect(committed).toMatchObject({ exit_code: 0, command: 'git commit', write: true });
    expect(committed.stdout).toMatch(/^\[main [0-9a-f]+\] Third commit\n 1 file changed, 1 insertion\(\+\), 1 deletion\(-\)\n$/);
    expect(fx.git(['log', '-1', '--format=%s%n%an <%ae>%n%G?'])).toBe('Third commit\nAda <ada@example.com>\nN\n');
    expect(fx.markers()).toEqual([]);
  });

  it('creates branches and tags, switches and checks out branches', async () => {
    expect((await git(client, ['branch', 'release'])).write).toBe(true);
    expect((await git(client, ['tag', '-a', 'v2.0', '-m', 'Version 2.0'])).write).toBe(true);
    expect(fx.git(['tag', '--list', '-n1'])).toMatch(/^v1\.0 +Version 1\.0\nv2\.0 +Version 2\.0\n$/);
    await git(client, ['switch', '-c', 'topic']);
    expect(fx.git(['rev-parse', '--abbrev-ref', 'HEAD'])).toBe('topic\n');
    await git(client, ['checkout', 'feature']);
    expect(fx.git(['rev-parse', '--abbrev-ref', 'HEAD'])).toBe('feature\n');
    await git(client, ['checkout', '-']);
    expect(fx.git(['rev-parse', '--abbrev-ref', 'HEAD'])).toBe('topic\n');
    await git(client, ['switch', 'main']);
    expect(fx.git(['branch', '--list'])).toBe('  feature\n* main\n  release\n  topic\n');
    // A file's name that is no branch is not read as a path: the file's changes stay.
    const notes = path.join(fx.repo, 'notes.txt');
    fs.writeFileSync(notes, 'keep me\n');
    const notABranch = await git(client, ['checkout', 'notes.txt']);
    expect(notABranch.exit_code).not.toBe(0);
    expect(notABranch.stderr).toMatch(/notes\.txt/);
    expect(fs.readFileSync(notes, 'utf8')).toBe('keep me\n');
    fs.writeFileSync(notes, 'hello again\n');
    expect(fx.markers()).toEqual([]);
  });

  it('stashes, restores and lists stashes', async () => {
    const notes = path.join(fx.repo, 'notes.txt');
    fs.writeFileSync(notes, 'changed\n');
    await git(client, ['stash', 'push', '-m', 'wip notes']);
    expect(fs.readFileSync(notes, 'utf8')).toBe('hello again\n');
    expect((await git(client, ['stash', 'list', '--format=%gs'])).stdout).toBe('On main: wip notes\n');
    expect((await git(client, ['stash', 'show', '--stat'])).stdout).toMatch(/notes\.txt \| 2 \+-/);
    await git(client, ['stash', 'pop']);
    expect(fs.readFileSync(notes, 'utf8')).toBe('changed\n');
    await git(client, ['restore', 'notes.txt']);
    expect(fs.readFileSync(notes, 'utf8')).toBe('hello again\n');
    expect(fx.git(['status', '--porcelain'])).toBe('');
    expect(fx.markers()).toEqual([]);
  });

  it('refuses forbidden flags, a commit that would open an editor and folders outside the roots', async () => {
    expect(await refused(client, ['git', 'commit', '-a'])).toMatch(/^MCP-008: .*git commit needs --message \(-m\)/);
    expect(await refused(client, ['git', 'commit', '-m', 'x', '--gpg-sign'])).toBe('MCP-008: Invalid tool arguments: git commit --gpg-sign is refused: it runs gpg');
    expect(await refused(client, ['git', 'push', 'origin', 'main'])).toMatch(/^MCP-008: .*git push is not one vcs_exec runs/);
    expect(await refused(client, ['git', 'branch', '-D', 'release'])).toMatch(/^MCP-008: .*-D is not a flag vcs_exec allows for git branch/);
    expect(await refused(client, ['git', 'add', fx.secret])).toMatch(/^MCP-017: .*secret\.txt is outside the repository/);
    expect(await refused(client, ['git', 'status'], { path: '../outside' })).toMatch(/^MCP-017: \.\.\/outside is outside the folders this server may touch: .*\(MEMPLAT_FS_ROOTS\)/);
    expect(fx.git(['branch', '--list', 'release'])).toBe('  release\n');
  });

  it('runs in a repository whose hooks do run when git is called plainly', () => {
    execFileSync('git', ['commit', '-q', '--allow-empty', '-m', 'Plain'], { cwd: fx.repo, stdio: 'ignore' });
    expect(fx.markers()).toEqual(expect.arrayContaining(['ran-pre-commit', 'ran-commit-msg', 'ran-post-commit']));
  });
});
