/**
 * Python imports, read (never run) by a scanner over the source: `import a.b as c, d`,
 * `from a.b import c`, relative `from ..pkg import x` and parenthesised or
 * backslash-continued lists, at any indentation (imports inside functions, try or if
 * count too). Strings and comments are blanked first so an import in a docstring is not one.
 * Imports computed at run time (importlib, __import__) are not seen.
 *
 * Resolution stays inside the repository: a module's dotted name comes from its package
 * folders (folders with __init__.py, so src/ layouts work), and also from its path under the
 * root and under src/ (namespace packages and scripts). `from p import x` points at the
 * submodule p/x.py when there is one, else at p itself.
 */
import path from 'node:path';
import type { ResolvedImport } from './ts-imports.js';

export interface PythonImport {
  /** Dotted module after the leading dots ('' for `from . import x`). */
  module: string;
  /** Leading dots: 0 for absolute imports. */
  level: number;
  /** Names after `import` in a from-import (`*` included); empty for `import a.b`. */
  names: string[];
}

export const isPython = (file: string) => file.endsWith('.py') || file.endsWith('.pyi');

/** The source with string literals and comments blanked (newlines kept), continuations joined. */
function blankStringsAndComments(source: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return source
    .replace(/[rRbBuUfF]{0,2}("""[\s\S]*?"""|'''[\s\S]*?''')/g, blank)
    .replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g, blank)
    .replace(/#[^\n]*/g, '')
    .replace(/\\\r?\n/g, ' ');
}

const NAME = /^[A-Za-z_][\w]*$/;
const DOTTED = /^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/;

export function scanPythonImports(source: string): PythonImport[] {
  const text = blankStringsAndComments(source).replace(/\bimport\s*\(([^)]*)\)/g, (_m, inner: string) => `import ${inner.replace(/\s+/g, ' ')}`);
  const found: PythonImport[] = [];
  for (const statement of text.split(/[\n;]/)) {
    const from = /^\s*from\s+(\.*)\s*([\w.]*)\s+import\s+(.+)$/.exec(statement);
    if (from) {
      const names = from[3]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!.trim()).filter((n) => n === '*' || NAME.test(n));
      if ((from[1]!.length > 0 || DOTTED.test(from[2]!)) && names.length) found.push({ module: from[2]!, level: from[1]!.length, names });
      continue;
    }
    const plain = /^\s*import\s+(.+)$/.exec(statement);
    if (!plain) continue;
    for (const part of plain[1]!.split(',')) {
      const module = part.trim().split(/\s+as\s+/)[0]!.trim();
      if (DOTTED.test(module)) found.push({ module, level: 0, names: [] });
    }
  }
  return found;
}

/** Dotted module names of a repository's Python files, to resolve absolute imports. */
export function pythonModuleIndex(files: readonly string[]): Map<string, string> {
  const all = new Set(files);
  const hasInit = (folder: string) => all.has(`${folder}/__init__.py`) || all.has(`${folder}/__init__.pyi`);
  const nameOf = (relative: string) => relative.replace(/\.pyi?$/, '').replace(/\/__init__$/, '').split('/').join('.');
  const byPackage = new Map<string, string>();
  const byPath = new Map<string, string>();
  for (const file of files.filter(isPython)) {
    let top = path.posix.dirname(file);
    while (top !== '.' && hasInit(top)) top = path.posix.dirname(top);
    const underTop = top === '.' ? file : file.slice(top.length + 1);
    if (!byPackage.has(nameOf(underTop)) || file.endsWith('.py')) byPackage.set(nameOf(underTop), file);
    for (const base of ['', 'src/']) {
      if (file.startsWith(base) && !byPath.has(nameOf(file.slice(base.length)))) byPath.set(nameOf(file.slice(base.length)), file);
    }
  }
  for (const [name, file] of byPath) if (!byPackage.has(name)) byPackage.set(name, file);
  byPackage.delete('');
  return byPackage;
}

/** Where one file's imports point: files of the repository, outside packages, or nowhere. */
export function resolvePythonImports(file: string, imports: PythonImport[], index: Map<string, string>, files: ReadonlySet<string>): ResolvedImport[] {
  const out: ResolvedImport[] = [];
  const moduleAt = (folder: string, dotted: string) => {
    const base = dotted ? path.posix.join(folder, ...dotted.split('.')) : folder;
    return [`${base}.py`, `${base}/__init__.py`, `${base}.pyi`, `${base}/__init__.pyi`].map((f) => path.posix.normalize(f)).find((f) => files.has(f)) ?? null;
  };
  for (const imp of imports) {
    const specifier = `${'.'.repeat(imp.level)}${imp.module}${imp.names.length ? ` import ${imp.names.join(', ')}` : ''}`;
    let targets: string[] = [];
    if (imp.level > 0) {
      const parents = path.posix.dirname(file).split('/').filter((p) => p !== '.');
      if (imp.level - 1 > parents.length) { out.push({ kind: 'unresolved', specifier }); continue; } // above the root
      const folder = parents.slice(0, parents.length - (imp.level - 1)).join('/') || '.';
      const submodules = imp.names.map((n) => (n === '*' ? null : moduleAt(folder, imp.module ? `${imp.module}.${n}` : n)));
      const itself = moduleAt(folder, imp.module);
      targets = submodules.every(Boolean) && submodules.length ? (submodules as string[]) : [...submodules.filter((s): s is string => Boolean(s)), ...(itself ? [itself] : [])];
    } else {
      const parts = imp.module.split('.');
      const longest = (dotted: string[]) => { for (let n = dotted.length; n > 0; n--) { const hit = index.get(dotted.slice(0, n).join('.')); if (hit) return hit; } return null; };
      const submodules = imp.names.map((n) => (n === '*' ? null : index.get(`${imp.module}.${n}`) ?? null));
      const itself = longest(parts);
      targets = submodules.every(Boolean) && submodules.length ? (submodules as string[]) : [...submodules.filter((s): s is string => Boolean(s)), ...(itself ? [itself] : [])];
      if (!targets.length) { out.push({ kind: 'external', name: parts[0]!, specifier }); continue; }
    }
    if (!targets.length) out.push({ kind: 'unresolved', specifier });
    for (const target of new Set(targets)) if (target !== file) out.push({ kind: 'file', file: target, specifier });
  }
  return out;
}
