// test-tier: full — esbuild builds the app in a child process of its own
/**
 * What a browser downloads: the web app's first load stays small, every page is a chunk of its
 * own loaded when it is opened, and the graph library (Cytoscape, ~440 KB) is fetched only when
 * the graph page has something to draw. The build goes into a folder of this test's own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebApp } from './web-assets.js';

let outDir: string;

beforeAll(async () => {
  outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-web-size-')), 'web');
  await buildWebApp(outDir);
}, 120_000);
afterAll(() => {
  if (outDir) fs.rmSync(path.dirname(outDir), { recursive: true, force: true });
});

const importsOf = (file: string, pattern: RegExp) =>
  [...fs.readFileSync(path.join(outDir, file), 'utf8').matchAll(pattern)].map((m) => path.join(path.dirname(file), m[1]!));
/** Imports resolved before the module runs (`import … from "./x.js"`, `import "./x.js"`). */
const staticImports = (file: string) => importsOf(file, /(?:from|import)\s*"(\.\/[^"]+\.js)"/g);
/** Imports fetched when the code asks for them (`import("./x.js")`). */
const dynamicImports = (file: string) => importsOf(file, /import\("(\.\/[^"]+\.js)"\)/g);

function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dependency of staticImports(file)) staticClosure(dependency, seen);
  return seen;
}
const kib = (files: Iterable<string>) => [...files].reduce((n, f) => n + fs.statSync(path.join(outDir, f)).size, 0) / 1024;
const chunk = (prefix: string) => {
  const name = fs.readdirSync(path.join(outDir, 'chunks')).find((n) => n.startsWith(prefix) && n.endsWith('.js'));
  expect(name, `a chunk named ${prefix}…`).toBeDefined();
  return `chunks/${name}`;
};

describe('the web app build', () => {
  it('loads under 100 KiB of script first, and every page only when it is opened', () => {
    const first = staticClosure('app.js');
    expect(kib(first)).toBeLessThan(100);
    expect([...first].filter((f) => /Page-/.test(f))).toEqual([]);
    const pages = dynamicImports('app.js').filter((f) => /Page-/.test(f));
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  it('opens the graph page with under 40 KiB more, and fetches Cytoscape only to draw', () => {
    const first = staticClosure('app.js');
    const graphPage = chunk('GraphPage-');
    const added = [...staticClosure(graphPage)].filter((f) => !first.has(f));
    expect(kib(added)).toBeLessThan(40);
    const cytoscape = dynamicImports(graphPage).find((f) => /cytoscape/i.test(f));
    expect(cytoscape).toBeDefined();
    expect(kib([cytoscape!])).toBeGreaterThan(200); // it is the big one the split keeps out
    expect([...staticClosure(graphPage)].filter((f) => /cytoscape/i.test(f))).toEqual([]);
  });
});
