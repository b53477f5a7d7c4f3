/**
 * The `memplat` command as one prebuilt ES module (esbuild), so a node loads one file instead of
 * compiling the application's TypeScript at start: the served node then holds no compiler, no
 * per-module transform cache and no inline source maps (about 100 MiB less resident memory at
 * start; bench/results/memory-2026-11-28.md). Plain JavaScript so the system Node runs it
 * without tsx.
 *
 * - Built by `npm install` (postinstall), by the test suite's global setup, and by bin/memplat.mjs
 *   when a source is newer than the bundle or the bundle was built for another checkout.
 * - Packages stay external: they load from node_modules as they do under tsx.
 * - Every source file keeps its own `import.meta.url` (rewritten to the file's address), so code
 *   that reads files beside it (generated/, openapi/, the migrations, the web app) finds them;
 *   the bundle therefore belongs to the checkout it was built in (its first line names it).
 * - The knex migrations are bundled too (src/persistence/migrator.ts imports them by a template path).
 * - A linked source map is written beside it: `node --enable-source-maps` names TypeScript lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the bundle of the checkout at `root` is written. */
export const cliBundlePath = (root = repoRoot) => path.join(root, 'node_modules/.cache/memplat-cli/memplat.mjs');
/** Runs the bundled command: node <CLI_BUNDLE> <memplat arguments>. */
export const CLI_BUNDLE = cliBundlePath();
/** The bundle's first line: which checkout its file addresses point into. */
const banner = (root) => `// memplat bundle of ${pathToFileURL(root).href}/ (built by bin/cli-bundle.mjs; do not edit)`;
/** What the command is built from: the sources (without tests and the web app) and generated/. */
const SOURCE_DIRS = ['src', 'generated'];
const SOURCE_FILE = /\.(ts|cts|mts|js|cjs|mjs|json)$/;

/** The newest modification time of the files the command is built from. */
function newestSourceTime(root) {
  let newest = 0;
  const skip = path.join(root, 'src/web');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== skip) walk(full);
      } else if (SOURCE_FILE.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        newest = Math.max(newest, fs.statSync(full).mtimeMs);
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return newest;
}

/** True when the bundle exists, was built in this checkout, and no source is newer than it. */
export function cliBundleIsFresh(root = repoRoot) {
  let fd;
  try {
    fd = fs.openSync(cliBundlePath(root), 'r');
    const expected = `${banner(root)}\n`;
    const head = Buffer.alloc(Buffer.byteLength(expected));
    fs.readSync(fd, head, 0, head.length, 0);
    if (head.toString('utf8') !== expected) return false;
    return fs.fstatSync(fd).mtimeMs >= newestSourceTime(root);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Builds the bundle of the checkout at `root` when it is missing or stale (cliBundleIsFresh); returns its path. */
export async function ensureCliBundle(root = repoRoot) {
  const bundle = cliBundlePath(root);
  if (cliBundleIsFresh(root)) return bundle;
  const esbuild = await import('esbuild');
  fs.mkdirSync(path.dirname(bundle), { recursive: true });
  // Written beside the target and renamed over it, so a process starting meanwhile never reads half a file.
  const temporary = `${bundle}.${process.pid}.tmp`;
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/cli/main.ts'],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'error',
    banner: { js: banner(root) },
    plugins: [
      {
        // Each source file keeps its own address, so paths resolved from import.meta.url still
        // point beside that file in the repository rather than beside the bundle.
        name: 'keep-import-meta-url',
        setup(build) {
          build.onLoad({ filter: /\.ts$/ }, (args) => {
            const source = fs.readFileSync(args.path, 'utf8');
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: source.replace(/\bimport\.meta\.url\b/g, url), loader: 'ts' };
          });
        },
      },
    ],
  });
  // The linked map is named after the bundle, not the temporary file.
  const code = fs.readFileSync(temporary, 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${path.basename(bundle)}.map\n`);
  fs.writeFileSync(temporary, code);
  fs.renameSync(`${temporary}.map`, `${bundle}.map`);
  fs.renameSync(temporary, bundle);
  return bundle;
}

// `node bin/cli-bundle.mjs` (npm's postinstall): build the bundle when stale and print its path.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${await ensureCliBundle()}\n`);
}
