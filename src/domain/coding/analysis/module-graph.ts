/**
 * The import graph of a repository folder: TypeScript/JavaScript files through the
 * TypeScript compiler API, Python files through the import scanner, both resolved to files
 * of the same folder. Paths are relative to the folder, with forward slashes.
 */
import { createTsResolver, isTsLike, type ResolvedImport } from './ts-imports.js';
import { isPython, pythonModuleIndex, resolvePythonImports, scanPythonImports } from './python-imports.js';
import { listRepositoryFiles, readInside } from './repository-files.js';
import type { GitPort, GitState } from './git.js';

export type SourceLanguage = 'typescript' | 'javascript' | 'python';

export interface ModuleGraph {
  root: string;
  /** Source files analysed, sorted. */
  files: string[];
  language: Map<string, SourceLanguage>;
  /** file → files it imports. */
  imports: Map<string, string[]>;
  /** file → files that import it. */
  importedBy: Map<string, string[]>;
  /** file → packages it imports from outside the folder. */
  external: Map<string, string[]>;
  /** file → relative specifiers that point at no file. */
  unresolved: Map<string, string[]>;
  /** Source files listed but not read (too large or not readable inside the folder). */
  skipped: string[];
  /** The folder had more files than are listed. */
  truncated: boolean;
  commit: string | null;
  dirty: boolean;
  builtAt: string;
}

export function languageOf(file: string): SourceLanguage | null {
  if (isPython(file)) return 'python';
  if (!isTsLike(file)) return null;
  return /\.(c|m)?tsx?$/.test(file) ? 'typescript' : 'javascript';
}

const sortedUnique = (items: Iterable<string>) => [...new Set(items)].sort();

export async function buildModuleGraph(root: string, git: GitPort | null, state: Pick<GitState, 'head' | 'dirty'>): Promise<ModuleGraph> {
  const listing = await listRepositoryFiles(root, git);
  const sources = listing.files.filter((f) => languageOf(f) !== null);
  const ts = sources.some(isTsLike) ? await createTsResolver(root, listing.files) : null;
  const pythonIndex = pythonModuleIndex(sources);
  const sourceSet = new Set(sources);
  const graph: ModuleGraph = {
    root, files: [], language: new Map(), imports: new Map(), importedBy: new Map(), external: new Map(), unresolved: new Map(),
    skipped: [], truncated: listing.truncated, commit: state.head, dirty: state.dirty, builtAt: new Date().toISOString(),
  };
  for (const file of sources) {
    const text = await readInside(root, file);
    if (text === null) {
      graph.skipped.push(file);
      continue;
    }
    const language = languageOf(file)!;
    const resolved: ResolvedImport[] = language === 'python'
      ? resolvePythonImports(file, scanPythonImports(text), pythonIndex, sourceSet)
      : ts!.importsOf(file, text);
    graph.files.push(file);
    graph.language.set(file, language);
    graph.imports.set(file, sortedUnique(resolved.flatMap((r) => (r.kind === 'file' ? [r.file] : []))));
    graph.external.set(file, sortedUnique(resolved.flatMap((r) => (r.kind === 'external' ? [r.name] : []))));
    graph.unresolved.set(file, sortedUnique(resolved.flatMap((r) => (r.kind === 'unresolved' ? [r.specifier] : []))));
  }
  const analysed = new Set(graph.files);
  for (const [file, targets] of graph.imports) {
    const kept = targets.filter((t) => analysed.has(t));
    graph.imports.set(file, kept);
    for (const target of kept) graph.importedBy.set(target, [...(graph.importedBy.get(target) ?? []), file]);
  }
  for (const [file, dependants] of graph.importedBy) graph.importedBy.set(file, sortedUnique(dependants));
  return graph;
}
