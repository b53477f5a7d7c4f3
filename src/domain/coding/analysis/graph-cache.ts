/**
 * Import graphs kept per repository folder and state: the key is the folder, HEAD's commit
 * and, when the work tree has changes, a fingerprint of them (see gitState), so a new commit
 * or an edited file builds a new graph while repeated questions about the same state are
 * answered from memory. Folders outside git are not cached (nothing cheap tells their state).
 * A small Map bounded by count, least recently used out first; a graph still being built is
 * shared by concurrent callers.
 */
import { buildModuleGraph, type ModuleGraph } from './module-graph.js';
import { gitState, type GitPort } from './git.js';

const MAX_GRAPHS = 8;

export class ModuleGraphCache {
  private readonly graphs = new Map<string, Promise<ModuleGraph>>();

  constructor(private readonly maxEntries = MAX_GRAPHS) {}

  /** The graph of `root` now, and whether it came from the cache. */
  async graphOf(root: string, git: GitPort): Promise<{ graph: ModuleGraph; cached: boolean }> {
    const state = await gitState(git, root);
    if (!state.isRepository || state.fingerprint === null) {
      return { graph: await buildModuleGraph(root, state.isRepository ? git : null, state), cached: false };
    }
    const key = `${root}\0${state.fingerprint}`;
    const hit = this.graphs.get(key);
    if (hit) {
      this.graphs.delete(key);
      this.graphs.set(key, hit); // most recently used last
      return { graph: await hit, cached: true };
    }
    const building = buildModuleGraph(root, git, state);
    this.graphs.set(key, building);
    building.catch(() => this.graphs.delete(key));
    while (this.graphs.size > this.maxEntries) this.graphs.delete(this.graphs.keys().next().value!);
    return { graph: await building, cached: false };
  }

  clear(): void {
    this.graphs.clear();
  }
}

/** One cache per process: the graphs describe files on this machine, whoever asks. */
export const moduleGraphCache = new ModuleGraphCache();
