/**
 * What a repository says about itself (README, manifests, languages, history) and what a
 * branch changes against its base, on real git repositories in temporary folders; and the
 * pull request template built from a session's records and that diff.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GitPort } from './git.js';
import { repositoryContext } from './project-context.js';
import { readManifests } from './manifests.js';
import { branchDiff, type BranchDiff } from './branch-diff.js';
import { describePullRequest, templateDescription, type PrFacts } from '../pr-description.js';
import { createFixtureRepo, type FixtureRepo } from '../../../testing/coding/fixture-repo.js';

const git: GitPort = (args, cwd) => new Promise((resolve) => {
  execFile('git', args, { cwd, encoding: 'utf8' }, (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr, truncated: false }));
});

let repo: FixtureRepo;
beforeAll(() => {
  repo = createFixtureRepo();
});
afterAll(() => repo?.remove());

describe('repository context', () => {
  it('reads the README, package.json, languages and recent commits of the folder', async () => {
    const context = await repositoryContext(repo.root, git);
    expect(context.readme).toEqual({ file: 'README.md', excerpt: '# Shop\n\nA small shop used to test code analysis.', truncated: false });
    expect(context.manifests).toEqual([{ file: 'package.json', ecosystem: 'npm', name: 'shop', version: '1.2.3', description: 'A small shop', dependencies: ['lodash'], dev_dependencies: ['vitest'], scripts: ['test'] }]);
    expect(context.languages.map((l) => l.language)).toEqual(['TypeScript', 'Python', 'JavaScript']);
    expect(context.languages.reduce((sum, l) => sum + l.share, 0)).toBeCloseTo(1, 2);
    expect(context.git).toMatchObject({ branch: 'main', dirty: false, recent_commits: [{ subject: 'Shop: first version', author: 'Ada', commit: expect.stringMatching(/^[0-9a-f]{40}$/) }] });
    expect(context.files).toBeGreaterThan(15);
  });

  it('summarises Python, Rust and Go manifests', async () => {
    const dir = fs.mkdtempSync(path.join(repo.base, 'manifests-'));
    fs.writeFileSync(path.join(dir, 'pyproject.toml'), '[project]\nname = "birds"\nversion = "0.4.0"\ndescription = "Bird counts"\ndependencies = [\n  "requests>=2",\n  "numpy ; python_version>\'3.9\'",\n]\n\n[project.scripts]\nbirds = "birds.cli:main"\n');
    fs.writeFileSync(path.join(dir, 'requirements.txt'), '# pinned\nflask==3.0.0\n-r dev.txt\npydantic[email]>=2\n');
    fs.writeFileSync(path.join(dir, 'Cargo.toml'), '[package]\nname = "crab"\nversion = "1.0.0"\n\n[dependencies]\nserde = "1"\ntokio = { version = "1" }\n');
    fs.writeFileSync(path.join(dir, 'go.mod'), 'module example.org/gopher\n\ngo 1.22\n\nrequire (\n\tgithub.com/pkg/errors v0.9.1\n)\n');
    const manifests = await readManifests(dir, fs.readdirSync(dir));
    expect(manifests.map((m) => [m.file, m.name, m.version, m.dependencies])).toEqual([
      ['Cargo.toml', 'crab', '1.0.0', ['serde', 'tokio']],
      ['go.mod', 'example.org/gopher', '1.22', ['github.com/pkg/errors']],
      ['pyproject.toml', 'birds', '0.4.0', ['requests', 'numpy']],
      ['requirements.txt', null, null, ['flask', 'pydantic']],
    ]);
    expect(manifests.find((m) => m.file === 'pyproject.toml')).toMatchObject({ description: 'Bird counts', scripts: ['birds'] });
  });
});

describe('branch diff and pull request template', () => {
  let diff: BranchDiff;

  beforeAll(async () => {
    repo.git('checkout', '-q', '-b', 'feature/rounding');
    repo.write('src/util/index.ts', "export function helper() { return 10; }\nexport function other() { return 2; }\nexport const round = (n: number) => Math.round(n);\n");
    repo.git('mv', 'src/broken.ts', 'src/fixed.ts');
    repo.git('commit', '-q', '-am', 'Round amounts in util');
    repo.write('py/app/config.py', 'SETTINGS = {"currency": "EUR"}\n');
    repo.write('docs/notes.md', 'untracked notes\n');
    const found = await branchDiff(git, repo.root, 'main');
    if ('refused' in found) throw new Error(found.refused);
    diff = found;
  });

  it('lists the files changed from the merge base to the work tree, renames, commits and untracked files', () => {
    expect(diff).toMatchObject({ base: 'main', branch: 'feature/rounding', uncommitted: true, commits: [{ subject: 'Round amounts in util', author: 'Ada' }] });
    expect(diff.files).toEqual([
      { path: 'py/app/config.py', status: 'modified', additions: 1, deletions: 1 },
      { path: 'src/fixed.ts', previous_path: 'src/broken.ts', status: 'renamed', additions: 0, deletions: 0 },
      { path: 'src/util/index.ts', status: 'modified', additions: 2, deletions: 1 },
      { path: 'docs/notes.md', status: 'untracked', additions: null, deletions: null },
    ]);
    expect([diff.additions, diff.deletions]).toEqual([3, 2]);
  });

  it('refuses a base that is missing or reads as an option', async () => {
    expect(await branchDiff(git, repo.root, 'develop')).toEqual({ refused: 'No branch develop (nor origin/develop) in this repository' });
    expect(await branchDiff(git, repo.root, '--output=/tmp/x')).toEqual({ refused: '"--output=/tmp/x" is not a branch name' });
    expect(await branchDiff(git, repo.root)).toMatchObject({ base: 'main' });
  });

  const facts = (withDiff: boolean): PrFacts => ({
    diff: withDiff ? diff : null,
    session: {
      session: { session_id: 's1', project: 'shop', task: 'Round invoice amounts', started_at: '2026-01-01T00:00:00Z', ended_at: null, summary: 'Amounts are rounded in util. Currency is configured.', open: true },
      changes: [
        { file_path: 'src/util/index.ts', change_type: 'modified', summary: 'add round()', session_id: 's1', recorded_at: '' },
        { file_path: 'src/legacy.ts', change_type: 'deleted', summary: 'dead code', session_id: 's1', recorded_at: '' },
      ],
      errors: [
        { error_id: 'e1', error_message: 'TypeError: x is undefined. More text', file_path: 'src/util/index.ts', resolution: 'Default the amount to 0', session_id: 's1', recorded_at: '' },
        { error_id: 'e2', error_message: 'Currency missing for old invoices', file_path: null, resolution: null, session_id: 's1', recorded_at: '' },
      ],
      decisions: [{ decision_id: 'd1', decision: 'Round half to even', rationale: 'Banking convention', alternatives: ['half up'], session_id: 's1', recorded_at: '' }],
    },
  });

  it('drafts the title and Markdown body from the records and the diff', () => {
    const { title, body } = templateDescription(facts(true));
    expect(title).toBe('Round invoice amounts');
    expect(body).toContain('## Summary\n\nRound invoice amounts.\n\nAmounts are rounded in util. Currency is configured.');
    expect(body).toContain('- `src/util/index.ts` — modified, +2 −1: add round()');
    expect(body).toContain('- `src/fixed.ts` (from `src/broken.ts`) — renamed, +0 −0');
    expect(body).toContain('- `docs/notes.md` — untracked, not committed yet');
    expect(body).toContain('Recorded in the session but not in the diff:\n- `src/legacy.ts`: dead code');
    expect(body).toContain('## Decisions\n\n- **Round half to even** — Banking convention (considered: half up)');
    expect(body).toContain('## Fixed along the way\n\n- TypeError: x is undefined. (`src/util/index.ts`) → Default the amount to 0');
    expect(body).toContain('## Known issues\n\n- Currency missing for old invoices');
    expect(body).toMatch(/## Commits\n\n- Round amounts in util \([0-9a-f]{7,}\)/);
    expect(body).toMatch(/4 files changed, \+3 −2 against `main` \(merge base `[0-9a-f]{7}`\), including changes not committed yet\.$/);
    const recordsOnly = templateDescription(facts(false));
    expect(recordsOnly.body).toContain('- `src/legacy.ts` — deleted: dead code');
    expect(recordsOnly.body).toMatch(/From the records of coding session s1; the diff was not read\.$/);
  });

  it('uses a writer when given and falls back to the template when it fails', async () => {
    const signal = new AbortController().signal;
    const good = { name: 'stand-in', write: async () => ({ title: 'Rounded amounts', body: 'Written by a model.' }) };
    expect(await describePullRequest(facts(true), good, signal)).toMatchObject({ title: 'Rounded amounts', method: 'llm', writer: 'stand-in' });
    const failing = { name: 'stand-in', write: async () => { throw new Error('HTTP 500'); } };
    expect(await describePullRequest(facts(true), failing, signal)).toMatchObject({ title: 'Round invoice amounts', method: 'template', writer_note: 'stand-in failed (HTTP 500), so the template\'s description is returned.' });
    expect(await describePullRequest(facts(true), undefined, signal)).toMatchObject({ method: 'template', writer: null });
  });
});
