/**
 * The web app's static files: built from `src/web/` with esbuild into
 * `node_modules/.cache/memplat/web/` (like the embedding table, a build product that is
 * never committed). `npm install` builds it (postinstall); a server that finds the build
 * missing or older than the sources rebuilds it before listening, so a fresh clone and a
 * developer editing pages both get the current app.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_SOURCE_DIR = path.resolve(here, '../web');
const REPO_ROOT = path.resolve(here, '../..');
const STAMP = 'build-stamp.json';

export function defaultWebBuildDir(): string {
  return path.join(REPO_ROOT, 'node_modules', '.cache', 'memplat', 'web');
}

/** Newest modification time among the app's sources (and the lock file, for library updates). */
function newestSourceMtime(dir = WEB_SOURCE_DIR): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestSourceMtime(full) : statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

function sourcesStamp(): number {
  const lock = path.join(REPO_ROOT, 'package-lock.json');
  return Math.max(newestSourceMtime(), existsSync(lock) ? statSync(lock).mtimeMs : 0);
}

export function isWebBuildCurrent(outDir = defaultWebBuildDir()): boolean {
  try {
    const stamp = JSON.parse(readFileSync(path.join(outDir, STAMP), 'utf8')) as { sources: number };
    return stamp.sources >= sourcesStamp();
  } catch {
    return false;
  }
}

/**
 * Bundles the app (Preact, TSX, CSS) for modern browsers. Builds into a temporary folder
 * and renames it into place, so servers starting at the same time never serve a half-written build.
 */
export async function buildWebApp(outDir = defaultWebBuildDir()): Promise<{ outDir: string; files: number; bytes: number }> {
  const { build } = await import('esbuild');
  const sources = sourcesStamp();
  const temp = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(temp, { recursive: true });
  try {
    const result = await build({
      entryPoints: { app: path.join(WEB_SOURCE_DIR, 'main.tsx') },
      outdir: temp,
      bundle: true,
      splitting: true,
      format: 'esm',
      target: ['chrome111', 'firefox111', 'safari16'],
      jsx: 'automatic',
      jsxImportSource: 'preact',
      minify: true,
      sourcemap: 'linked',
      entryNames: '[name]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'assets/[name]-[hash]',
      legalComments: 'linked',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      metafile: true,
    });
    cpSync(path.join(WEB_SOURCE_DIR, 'public'), temp, { recursive: true });
    writeFileSync(path.join(temp, STAMP), JSON.stringify({ sources, builtAt: new Date().toISOString() }));
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(path.dirname(outDir), { recursive: true });
    try {
      renameSync(temp, outDir);
    } catch (error) {
      // Another process put its build in place first: theirs is as current as ours.
      if (!existsSync(path.join(outDir, STAMP))) throw error;
      rmSync(temp, { recursive: true, force: true });
    }
    const outputs = Object.values(result.metafile.outputs);
    return { outDir, files: outputs.length, bytes: outputs.reduce((n, o) => n + o.bytes, 0) };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Whether a complete build (its entry script) exists, current or not. */
export function hasWebBuild(outDir = defaultWebBuildDir()): boolean {
  return existsSync(path.join(outDir, 'app.js')) && existsSync(path.join(outDir, STAMP));
}

/** Builds the app when the build is missing or older than its sources. */
export async function ensureWebBuild(outDir = defaultWebBuildDir()): Promise<string> {
  if (!isWebBuildCurrent(outDir)) await buildWebApp(outDir);
  return outDir;
}

/** Every file of a build, by URL path under /app/ (the only files the server will send). */
export function listBuildFiles(outDir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(path.join(outDir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [k, v] of listBuildFiles(outDir, rel)) files.set(k, v);
    else if (entry.name !== STAMP) files.set(rel, path.join(outDir, rel));
  }
  return files;
}
