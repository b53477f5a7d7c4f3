/**
 * TypeScript/JavaScript imports through the TypeScript compiler API: `preProcessFile` reads
 * every import, export-from, require() and import() of a file, and `resolveModuleName`
 * resolves each with the repository's tsconfig.json (paths, baseUrl) and bundler-style rules
 * (extensionless and `.js` specifiers of `.ts` files, index files), so both NodeNext and
 * bundler projects resolve. The resolution host only knows the repository's listed files,
 * so nothing outside the folder is read and imports of installed packages stay external.
 * `typescript` is loaded on first use: servers that never analyse code do not pay for it.
 */
import path from 'node:path';
import type ts from 'typescript';
import { readInside } from './repository-files.js';

export const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

export type ResolvedImport =
  | { kind: 'file'; file: string; specifier: string }
  | { kind: 'external'; name: string; specifier: string }
  | { kind: 'unresolved'; specifier: string };

let compiler: Promise<typeof ts> | null = null;
const loadTypeScript = () => (compiler ??= import('typescript').then((m) => ((m as { default?: typeof ts }).default ?? m) as typeof ts));

export const isTsLike = (file: string) => TS_EXTENSIONS.some((ext) => file.endsWith(ext));

/** A bare specifier's package: `@scope/name` or `name` (and `node:fs` as it is). */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..' || specifier.startsWith('/');

export interface TsResolver {
  importsOf(file: string, text: string): ResolvedImport[];
}

/** A resolver for the files of one repository root (paths relative to it, forward slashes). */
export async function createTsResolver(root: string, files: readonly string[]): Promise<TsResolver> {
  const typescript = await loadTypeScript();
  const known = new Set(files.map((f) => path.join(root, f)));
  const folders = new Set<string>();
  for (const file of known) for (let d = path.dirname(file); d.length >= root.length && !folders.has(d); d = path.dirname(d)) folders.add(d);
  // Only package.json and tsconfig files are read during resolution, and only when listed.
  const texts = new Map<string, string | null>();
  const readListed = (absolute: string): string | undefined => (known.has(absolute) ? texts.get(absolute) ?? undefined : undefined);
  for (const file of files) {
    if (/(^|\/)(package\.json|tsconfig[^/]*\.json|jsconfig\.json)$/.test(file)) texts.set(path.join(root, file), await readInside(root, file));
  }
  const host: ts.ModuleResolutionHost & ts.ParseConfigHost = {
    fileExists: (f) => known.has(path.resolve(f)),
    readFile: (f) => readListed(path.resolve(f)),
    directoryExists: (d) => folders.has(path.resolve(d)),
    realpath: (p) => p,
    getCurrentDirectory: () => root,
    useCaseSensitiveFileNames: true,
    readDirectory: () => [],
  };
  const options = compilerOptions(typescript, root, host);
  const cache = typescript.createModuleResolutionCache(root, (f) => f, options);
  return {
    importsOf(file, text) {
      const containing = path.join(root, file);
      const found = typescript.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
      return [...new Set(found)].map((specifier): ResolvedImport => {
        const resolved = typescript.resolveModuleName(specifier, containing, options, host, cache).resolvedModule;
        if (resolved && !resolved.isExternalLibraryImport && known.has(path.resolve(resolved.resolvedFileName))) {
          return { kind: 'file', file: path.relative(root, path.resolve(resolved.resolvedFileName)).split(path.sep).join('/'), specifier };
        }
        return isRelative(specifier) ? { kind: 'unresolved', specifier } : { kind: 'external', name: packageName(specifier), specifier };
      });
    },
  };
}

/** The root tsconfig.json (or jsconfig.json) options that matter for resolving, with bundler rules on top. */
function compilerOptions(typescript: typeof ts, root: string, host: ts.ParseConfigHost): ts.CompilerOptions {
  let fromConfig: ts.CompilerOptions = {};
  for (const name of ['tsconfig.json', 'jsconfig.json']) {
    const configPath = path.join(root, name);
    if (!host.fileExists(configPath)) continue;
    const { config } = typescript.readConfigFile(configPath, (f) => host.readFile(f));
    if (config) fromConfig = typescript.parseJsonConfigFileContent(config, host, root, undefined, configPath).options;
    break;
  }
  return {
    baseUrl: fromConfig.baseUrl,
    paths: fromConfig.paths,
    pathsBasePath: fromConfig.pathsBasePath,
    customConditions: fromConfig.customConditions,
    allowJs: true,
    resolveJsonModule: false,
    module: typescript.ModuleKind.ESNext,
    moduleResolution: typescript.ModuleResolutionKind.Bundler,
  };
}
