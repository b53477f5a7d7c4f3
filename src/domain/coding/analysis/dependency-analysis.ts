/**
 * Questions answered from a repository's import graph: what a file imports and what imports
 * it, what a change to it affects (transitive dependants, narrowed to the files naming a
 * symbol when one is given) and how risky that is, and in which order to refactor a set of
 * files so each step comes after what it depends on, cycles reported.
 */
import { cyclesOf, dependantsClosure, dependencyOrder, reachable, stronglyConnectedComponents } from './graph-algorithms.js';
import type { ModuleGraph } from './module-graph.js';
import { readInside } from './repository-files.js';

const isTest = (file: string) => /(^|\/)(tests?|__tests__|spec)\/|[._](test|spec)\.[cm]?[jt]sx?$|(^|\/)test_[^/]*\.py$|_test\.py$/.test(file);

/** Files in an import cycle with `file` (those it reaches that also reach it). */
export function cycleMembers(graph: ModuleGraph, file: string): string[] {
  const dependants = dependantsClosure(graph.importedBy, file);
  return [...reachable(graph.imports, file)].filter((f) => f !== file && dependants.has(f)).sort();
}

export function fileDependencies(graph: ModuleGraph, file: string) {
  return {
    file_path: file,
    language: graph.language.get(file) ?? null,
    imports: graph.imports.get(file) ?? [],
    imported_by: graph.importedBy.get(file) ?? [],
    external: graph.external.get(file) ?? [],
    unresolved: graph.unresolved.get(file) ?? [],
    in_cycle_with: cycleMembers(graph, file),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Code without its one-line string literals, so a module path like './handler.js' does not name `handler`. */
const withoutStrings = (text: string) => text.replace(/(["'`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');

/**
 * Dependants that name `symbol` (a word match in their text), walking through files that
 * re-export everything (`export *`, `from x import *`) without naming it.
 */
async function symbolUsers(graph: ModuleGraph, file: string, symbol: string): Promise<string[]> {
  const names = new RegExp(`(^|[^\\w$])${escapeRegExp(symbol)}(?![\\w$])`);
  const reExportsAll = /\bexport\s*\*|\bimport\s+\*(?!\s*as\b)/;
  const users = new Set<string>();
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length) {
    for (const dependant of graph.importedBy.get(queue.shift()!) ?? []) {
      if (seen.has(dependant)) continue;
      seen.add(dependant);
      const text = withoutStrings((await readInside(graph.root, dependant)) ?? '');
      if (names.test(text)) users.add(dependant);
      else if (reExportsAll.test(text)) queue.push(dependant);
    }
  }
  return [...users];
}

export type Risk = 'low' | 'medium' | 'high';

export function riskOf(affected: number, analysedFiles: number, inCycle: boolean): Risk {
  const share = affected / Math.max(1, analysedFiles - 1);
  if (affected >= 20 || share >= 0.25) return 'high';
  if (affected >= 5 || share >= 0.1 || inCycle) return 'medium';
  return 'low';
}

export async function refactorImpact(graph: ModuleGraph, file: string, symbol?: string) {
  const direct = symbol ? await symbolUsers(graph, file, symbol) : graph.importedBy.get(file) ?? [];
  const depth = new Map<string, number>(direct.map((f) => [f, 1]));
  for (const user of direct) {
    for (const [dependant, d] of dependantsClosure(graph.importedBy, user)) if (dependant !== file && (depth.get(dependant) ?? Infinity) > d + 1) depth.set(dependant, d + 1);
  }
  const affected = [...depth.keys()].sort((a, b) => depth.get(a)! - depth.get(b)! || (a < b ? -1 : 1));
  const transitive = affected.filter((f) => depth.get(f)! > 1);
  const cycle = cycleMembers(graph, file);
  const risk = riskOf(affected.length, graph.files.length, cycle.length > 0);
  const tests = affected.filter(isTest).length;
  const notes = [
    symbol && !new RegExp(`(^|[^\\w$])${escapeRegExp(symbol)}(?![\\w$])`).test((await readInside(graph.root, file)) ?? '')
      ? `${file} does not name ${symbol}; the files below import the file and name it.` : null,
    `${direct.length} file${direct.length === 1 ? '' : 's'} ${symbol ? `import ${file} and name ${symbol}` : `import ${file} directly`}` +
      `, ${transitive.length} more depend on ${direct.length === 1 ? 'it' : 'them'}${transitive.length ? ` (longest chain: ${Math.max(...depth.values())} imports)` : ''}` +
      ` — ${affected.length} of ${graph.files.length} analysed files${tests ? `, ${tests} of them tests` : ''}.`,
    cycle.length ? `${file} is in an import cycle with ${cycle.join(', ')}: they load together, so a change can break any of them.` : null,
    `Risk ${risk}: high from 20 affected files or a quarter of the project, medium from 5 or a tenth, or when the file is in a cycle.`,
  ].filter(Boolean).join(' ');
  return { file_path: file, symbol: symbol ?? null, affected_files: affected, direct_dependants: direct.slice().sort(), transitive_dependants: transitive, in_cycle_with: cycle, risk, notes };
}

export function refactorOrder(graph: ModuleGraph, requested: readonly string[]) {
  const wanted = [...new Set(requested)];
  const analysed = new Set(graph.files);
  const known = wanted.filter((f) => analysed.has(f)).sort();
  const unknown = wanted.filter((f) => !analysed.has(f));
  const inSet = new Set(known);
  // a → b when a depends on b directly or through files outside the set.
  const edges = new Map(known.map((f) => [f, [...reachable(graph.imports, f)].filter((t) => inSet.has(t)).sort()]));
  const components = stronglyConnectedComponents(known, edges);
  const cycles = cyclesOf(components, edges);
  const steps = dependencyOrder(components, edges);
  const reasons: Record<string, string> = {};
  for (const step of steps) {
    for (const file of step) {
      const others = step.filter((f) => f !== file);
      const after = edges.get(file)!.filter((t) => !step.includes(t));
      const dependants = known.filter((f) => !step.includes(f) && edges.get(f)!.includes(file)).length;
      reasons[file] = [
        others.length ? `In an import cycle with ${others.join(', ')}: refactor them together, or break the cycle first` : null,
        after.length ? `After ${after.join(', ')}, which it depends on` : others.length ? null : 'Depends on none of the other files: can go first',
        dependants ? `${dependants} of the other files depend on it` : null,
      ].filter(Boolean).join('; ') + '.';
    }
  }
  for (const file of unknown) reasons[file] = 'Not a TypeScript, JavaScript or Python file of the project: its imports are unknown, so it comes last.';
  return { order: [...steps.flat(), ...unknown], steps: [...steps, ...unknown.map((f) => [f])], reasons, cycles };
}
