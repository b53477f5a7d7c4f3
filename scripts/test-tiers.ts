/**
 * Sorts the unit test files into the fast tier (`npm run test:fast`) and the rest, and keeps the
 * answer in src/testing/fast-tier.json. `--check` fails when that file is out of date (a step of
 * `npm test`), so a new or changed test file cannot drift between tiers unnoticed.
 *
 * The rule: a test file is fast unless what it runs reaches a database, Redis, a child process,
 * a browser or a server. "Reaches" follows the file's value imports through the repository
 * (esbuild's bundle graph: type-only imports do not count) and looks for
 * - an import of a package that opens one (FULL_TIER_PACKAGES), or
 * - a repository file that starts a server (`createServer(`, `.listen(`).
 * Real timers cannot be seen this way: the fast tier's guard (src/testing/fast-tier-guard.ts)
 * fails a test that waits for one, and a file can say `// test-tier: full` (with its reason)
 * when it must wait on real time.
 *
 * The same graph decides the store tier (src/testing/store-tier.json): a full-tier file whose
 * graph reaches src/persistence/ or a database package, and whose subject is the store or a
 * service over its ports (STORE_SUBJECTS, or marked `// store-tier: each store — why`), can give
 * another result on PostgreSQL than on the embedded store, so the PostgreSQL lane runs it too; the
 * rest run in one lane only, and so does a file marked `// store-tier: embedded only — why` (it
 * opens PGlite itself, whatever the lane).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { FAST_TIER_FILE, TEST_ROOTS, type FastTierList } from '../src/testing/fast-tier.js';
import { STORE_TIER_FILE, type StoreTierList } from '../src/testing/store-tier.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Packages whose use means a database, Redis, a child process, a browser or a server. */
const FULL_TIER_PACKAGES: Array<[RegExp, string]> = [
  [/^(@electric-sql\/pglite|knex|knex-pglite|pg)(\/|$)/, 'a database'],
  [/^ioredis(\/|$)/, 'Redis'],
  [/^(node:)?child_process$/, 'a child process'],
  [/^playwright-core(\/|$)/, 'a browser'],
  [/^@modelcontextprotocol\/sdk\/client\/stdio/, 'a child process (MCP over stdio)'],
];
/** Packages that open a store: a test reaching one can depend on which store it is. */
const STORE_PACKAGES = /^(@electric-sql\/pglite|knex|knex-pglite|pg)(\/|$)/;
/** Where the store adapters live. */
const STORE_SOURCES = 'src/persistence/';
/** Source text of a repository file that starts a server. */
const STARTS_SERVER = /\bcreateServer\(|\.listen\(/;
/** A test file's own say that it needs the full tier (e.g. it must wait on real time). */
const MARKED_FULL = /^\s*\/\/\s*test-tier:\s*full\b(.*)$/m;
/**
 * A test file's own say that it reaches a store but always the embedded one, whatever the lane
 * gives (it opens PGlite itself and never reads TEST_DATABASE_URL): the PostgreSQL lane would
 * run the same thing again, so it runs in the embedded store's lane only.
 */
const MARKED_EMBEDDED_ONLY = /^\s*\/\/\s*store-tier:\s*embedded only\b(.*)$/m;
/**
 * Where a test's subject is the store itself or a service over its ports: these run on each store.
 * A file elsewhere (HTTP, MCP transport and tools, the CLI, outbound providers) reaches the store
 * only through repositories whose contract suites (src/persistence/**\/*.contract.test.ts, every
 * repository has one) run on both stores, and every operation runs once more through a
 * PostgreSQL + Redis server in contract-tests/: run again on PostgreSQL, such a file repeats its
 * HTTP, MCP or provider work to ask the store what those suites already ask it.
 */
const STORE_SUBJECTS = ['src/persistence/', 'src/domain/', 'bench/', 'src/http/handlers/memory/', 'src/mcp/tools/memory/', 'src/mcp/resources/', 'src/mcp/http/'];
/** A test file elsewhere whose result can still depend on the store or on Redis says so, with its reason. */
const MARKED_EACH_STORE = /^\s*\/\/\s*store-tier:\s*each store\b(.*)$/m;

function testFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(rel);
      } else if (entry.name.endsWith('.test.ts') && !/\.(postgres|redis)\.test\.ts$/.test(entry.name)) {
        found.push(rel);
      }
    }
  };
  for (const dir of TEST_ROOTS) walk(dir);
  return found.sort();
}

export interface TestTiers {
  fastTier: FastTierList;
  storeTier: StoreTierList;
}

/** Why each test file needs the full tier (absent: it is fast), and which full-tier files reach the store. */
export async function classifyTestFiles(): Promise<TestTiers> {
  const files = testFiles();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: files,
    outdir: 'out',
    outbase: '.',
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const textCache = new Map<string, boolean>();
  const startsServer = (file: string): boolean => {
    let hit = textCache.get(file);
    if (hit === undefined) {
      hit = STARTS_SERVER.test(fs.readFileSync(path.join(root, file), 'utf8'));
      textCache.set(file, hit);
    }
    return hit;
  };
  const full: Record<string, string> = {};
  const reachesStore = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    const entry = output.entryPoint;
    if (!entry) continue;
    const source = fs.readFileSync(path.join(root, entry), 'utf8');
    const marked = MARKED_FULL.exec(source);
    const externals = output.imports.filter((i) => i.external).map((i) => i.path);
    const packageReason = FULL_TIER_PACKAGES.find(([pattern]) => externals.some((p) => pattern.test(p)))?.[1];
    const server = Object.keys(output.inputs).find((input) => !input.includes('node_modules') && startsServer(input));
    const reason = marked
      ? `marked: ${marked[1].trim() || 'test-tier: full'}`
      : packageReason ?? (server ? `a server (${server})` : undefined);
    if (reason) full[entry] = reason;
    const storeReached = externals.some((p) => STORE_PACKAGES.test(p)) || Object.keys(output.inputs).some((input) => input.startsWith(STORE_SOURCES));
    const storeSubject = STORE_SUBJECTS.some((prefix) => entry.startsWith(prefix)) || MARKED_EACH_STORE.test(source);
    if (storeReached && storeSubject && !MARKED_EMBEDDED_ONLY.test(source)) {
      reachesStore.add(entry);
    }
  }
  const fullFiles = files.filter((f) => f in full);
  return {
    fastTier: { fast: files.filter((f) => !(f in full)), full },
    storeTier: { store: fullFiles.filter((f) => reachesStore.has(f)), anyStore: fullFiles.filter((f) => !reachesStore.has(f)) },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const tiers = await classifyTestFiles();
  const outputs: Array<[string, unknown]> = [[FAST_TIER_FILE, tiers.fastTier], [STORE_TIER_FILE, tiers.storeTier]];
  for (const [name, list] of outputs) {
    const file = path.join(root, name);
    const next = `${JSON.stringify(list, null, 2)}\n`;
    if (process.argv.includes('--check')) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current !== next) {
        process.stderr.write(`${name} is out of date: run npm run test:tiers\n`);
        process.exitCode = 1;
      }
    } else {
      fs.writeFileSync(file, next);
    }
  }
  if (!process.argv.includes('--check')) {
    const { fastTier, storeTier } = tiers;
    process.stdout.write(`${fastTier.fast.length} fast, ${Object.keys(fastTier.full).length} full-tier test files; `
      + `${storeTier.store.length} of these run on each store, ${storeTier.anyStore.length} on one\n`);
  }
}
