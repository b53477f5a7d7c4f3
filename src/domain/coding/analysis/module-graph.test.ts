/**
 * The import graph of a real fixture repository (TypeScript, CommonJS and Python; git),
 * the graph algorithms, and the per-commit cache.
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModuleGraph, type ModuleGraph } from './module-graph.js';
import { gitState, type GitPort } from './git.js';
import { ModuleGraphCache } from './graph-cache.js';
import { fileDependencies, refactorImpact, refactorOrder } from './dependency-analysis.js';
import { dependencyOrder, stronglyConnectedComponents } from './graph-algorithms.js';
import { scanPythonImports } from './python-imports.js';
import { createFixtureRepo, type FixtureRepo } from '../../../testing/coding/fixture-repo.js';

const git: GitPort = (args, cwd) => new Promise((resolve) => {
  execFile('git', args, { cwd, encoding: 'utf8' }, (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr, truncated: false }));
});

let repo: FixtureRepo;
let graph: ModuleGraph;

beforeAll(async () => {
  repo = createFixtureRepo();
  graph = await buildModuleGraph(repo.root, git, await gitState(git, repo.root));
});
afterAll(() => repo?.remove());

describe('module graph', () => {
  it('resolves TypeScript imports: .js specifiers, folders to index files, tsconfig paths, type-only imports, require()', () => {
    expect(graph.imports.get('src/index.ts')).toEqual(['src/api/index.ts', 'src/util/index.ts']);
    expect(fileDependencies(graph, 'src/api/handler.ts')).toMatchObject({ language: 'typescript', imports: ['src/util/index.ts'], imported_by: ['src/api/all.ts', 'src/api/index.ts'], external: ['lodash', 'node:fs'], unresolved: [] });
    expect(graph.imports.get('src/util/format.ts')).toEqual(['src/util/index.ts']);
    expect(graph.imports.get('src/app.test.ts')).toEqual(['src/api/index.ts', 'src/cycle/b.ts']);
    expect(fileDependencies(graph, 'lib/legacy.js')).toMatchObject({ language: 'javascript', imports: ['src/util/index.ts'] });
    expect(fileDependencies(graph, 'src/broken.ts').unresolved).toEqual(['./nope']);
    expect(graph.importedBy.get('src/util/index.ts')).toEqual(['lib/legacy.js', 'src/api/handler.ts', 'src/index.ts', 'src/util/format.ts']);
  });

  it('reads only the listed files inside the folder: ignored node_modules and symlinks out are left alone', () => {
    expect(graph.files.some((f) => f.startsWith('node_modules/'))).toBe(false);
    expect(graph.files).not.toContain('src/leak.ts');
    expect(graph.skipped).toEqual(['src/leak.ts']);
    expect(graph.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('resolves Python imports: relative, package-resolved absolute, submodules of from-imports; docstrings are not imports', () => {
    expect(scanPythonImports('"""\nimport nope\n"""\nfrom .a import (b,\n c as d)\nimport x.y as z, w  # import q\n')).toEqual([
      { module: 'a', level: 1, names: ['b', 'c'] }, { module: 'x.y', level: 0, names: [] }, { module: 'w', level: 0, names: [] },
    ]);
    expect(fileDependencies(graph, 'py/app/models.py')).toMatchObject({ language: 'python', imports: ['py/app/config.py', 'py/app/db.py'], external: ['json', 'os'], unresolved: ['..outside import nothing'] });
    expect(fileDependencies(graph, 'py/app/db.py')).toMatchObject({ imports: ['py/app/config.py'], external: ['sqlite3'] });
    expect(graph.imports.get('py/main.py')).toEqual(['py/app/db.py', 'py/app/models.py']);
    expect(graph.importedBy.get('py/app/config.py')).toEqual(['py/app/db.py', 'py/app/models.py']);
  });

  it('finds cycles and transitive dependants, narrowed by a symbol', async () => {
    expect(fileDependencies(graph, 'src/cycle/a.ts').in_cycle_with).toEqual(['src/cycle/b.ts']);
    const impact = await refactorImpact(graph, 'src/util/index.ts');
    expect(impact.direct_dependants).toEqual(['lib/legacy.js', 'src/api/handler.ts', 'src/index.ts', 'src/util/format.ts']);
    expect(impact.affected_files).toEqual(expect.arrayContaining(['src/api/index.ts', 'src/app.test.ts', 'src/cycle/a.ts', 'src/cycle/b.ts']));
    expect(impact.affected_files).not.toContain('src/util/index.ts');
    expect(impact.risk).toBe('high');
    expect(impact.notes).toMatch(/4 files import src\/util\/index.ts directly/);
    const narrowed = await refactorImpact(graph, 'src/util/index.ts', 'other');
    expect(narrowed.direct_dependants).toEqual(['src/util/format.ts']);
    expect(narrowed.affected_files).toEqual(['src/util/format.ts', 'src/cycle/b.ts', 'src/app.test.ts', 'src/cycle/a.ts']);
    // src/api/all.ts re-exports handler by `export *` without naming it: walked through to its importer.
    const through = await refactorImpact(graph, 'src/api/handler.ts', 'handler');
    expect(through.direct_dependants).toEqual(['src/api/index.ts', 'src/consumer.ts']);
    expect(through.affected_files).toEqual(['src/api/index.ts', 'src/consumer.ts', 'src/app.test.ts', 'src/index.ts']);
    const cyclic = await refactorImpact(graph, 'src/cycle/a.ts');
    expect(cyclic).toMatchObject({ in_cycle_with: ['src/cycle/b.ts'], risk: 'medium' });
    expect(cyclic.notes).toMatch(/import cycle with src\/cycle\/b.ts/);
  });

  it('orders files dependencies first, cycles together, unknown files last', () => {
    const result = refactorOrder(graph, ['src/index.ts', 'src/cycle/a.ts', 'src/util/index.ts', 'src/cycle/b.ts', 'src/app.test.ts', 'README.md']);
    expect(result.order).toEqual(['src/util/index.ts', 'src/cycle/a.ts', 'src/cycle/b.ts', 'src/app.test.ts', 'src/index.ts', 'README.md']);
    expect(result.cycles).toEqual([['src/cycle/a.ts', 'src/cycle/b.ts']]);
    expect(result.steps[1]).toEqual(['src/cycle/a.ts', 'src/cycle/b.ts']);
    expect(result.reasons['src/util/index.ts']).toMatch(/^Depends on none of the other files: can go first; 4 of the other files depend on it\.$/);
    expect(result.reasons['src/cycle/b.ts']).toMatch(/In an import cycle with src\/cycle\/a.ts.*After src\/util\/index.ts/);
    expect(result.reasons['README.md']).toMatch(/comes last/);
  });

  it('Tarjan and Kahn on a larger graph: a long chain without stack overflow, self-loops as cycles', () => {
    const n = 20_000;
    const nodes = Array.from({ length: n }, (_, i) => `m${String(i).padStart(5, '0')}`);
    const edges = new Map(nodes.map((m, i) => [m, i + 1 < n ? [nodes[i + 1]!] : [nodes[0]!]]));
    expect(stronglyConnectedComponents(nodes, edges)).toHaveLength(1);
    const chain = new Map(nodes.map((m, i) => [m, i + 1 < n ? [nodes[i + 1]!] : []]));
    const order = dependencyOrder(stronglyConnectedComponents(nodes, chain), chain);
    expect(order[0]).toEqual([nodes[n - 1]]);
    expect(order[n - 1]).toEqual([nodes[0]]);
  });
});

describe('graph cache', () => {
  it('answers the same commit from memory and builds again after a commit or an edit', async () => {
    const cache = new ModuleGraphCache(2);
    expect((await cache.graphOf(repo.root, git)).cached).toBe(false);
    expect((await cache.graphOf(repo.root, git)).cached).toBe(true);
    repo.write('src/new.ts', "import { a } from './cycle/a';\n");
    const edited = await cache.graphOf(repo.root, git);
    expect(edited).toMatchObject({ cached: false, graph: { dirty: true } });
    expect(edited.graph.imports.get('src/new.ts')).toEqual(['src/cycle/a.ts']);
    expect((await cache.graphOf(repo.root, git)).cached).toBe(true);
    repo.git('add', 'src/new.ts');
    repo.git('commit', '-q', '-m', 'new');
    const committed = await cache.graphOf(repo.root, git);
    expect(committed).toMatchObject({ cached: false, graph: { dirty: false, commit: repo.git('rev-parse', 'HEAD').trim() } });
  });
});
