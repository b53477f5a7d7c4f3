/**
 * vcs_exec's git runner called directly: the call's AbortSignal stops git (cancelled calls
 * reject with the signal's reason, and a call cancelled before it starts runs nothing), and
 * credentials in remote URLs are masked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocalConfig } from '../../../config/local.js';
import type { ToolContext } from '../types.js';
import { createGitFixture, type GitFixture } from '../../../testing/mcp/git-fixture.js';
import { execGit, maskUrlCredentials } from './git-exec.js';

let fx: GitFixture;
beforeAll(() => {
  fx = createGitFixture();
});
afterAll(() => fx?.remove());

function contextWith(signal: AbortSignal): ToolContext {
  const settings = loadLocalConfig({ MEMPLAT_FS_ROOTS: fx.roots });
  return { signal, local: { settings, roots: async () => ({ paths: [fx.roots], source: 'settings' }) } } as unknown as ToolContext;
}

describe('git runs of vcs_exec', () => {
  it('run in the repository with the call\'s signal', async () => {
    const done = await execGit(['git', 'rev-parse', 'HEAD'], 'demo', contextWith(new AbortController().signal));
    expect(done).toMatchObject({ exit_code: 0, stdout: `${fx.git(['rev-parse', 'HEAD'])}`, provider: 'git' });
  });

  it('stop when the call is cancelled, with the cancellation\'s reason', async () => {
    const before = new AbortController();
    before.abort(new Error('cancelled before the start'));
    await expect(execGit(['git', 'log'], 'demo', contextWith(before.signal))).rejects.toThrow('cancelled before the start');

    const during = new AbortController();
    const running = execGit(['git', 'show', 'HEAD:big.txt'], 'demo', contextWith(during.signal));
    setImmediate(() => during.abort(new Error('cancelled while running')));
    await expect(running).rejects.toThrow('cancelled while running');
  });

  it('mask credentials written into remote URLs, and nothing else', () => {
    expect(maskUrlCredentials('origin\thttps://ada:tok@example.com/x.git (fetch)\nup\thttps://ghp_abc@github.com/o/r (push)'))
      .toBe('origin\thttps://***@example.com/x.git (fetch)\nup\thttps://***@github.com/o/r (push)');
    expect(maskUrlCredentials('a\tssh://git@example.com/x.git (fetch)\nb\tgit@example.com:o/r.git (fetch)\nc\tssh://me:pw@h/x (fetch)'))
      .toBe('a\tssh://git@example.com/x.git (fetch)\nb\tgit@example.com:o/r.git (fetch)\nc\tssh://***@h/x (fetch)');
  });
});
