// `npm run codegen` / `npm run codegen:check`.
//   tsx codegen/run.ts [--check] [--root <dir>]
// --root points at another tree with openapi/ and schemas/ (tests use a copy of codegen/fixtures).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findDrift, generateAll, writeGenerated } from './generate.js';
import { layoutFor } from './spec-files.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function runCodegen(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  const check = argv.includes('--check');
  const rootAt = argv.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(argv[rootAt + 1] ?? '.') : REPO_ROOT;
  const layout = layoutFor(root);
  const { files, specHash, warnings } = await generateAll(layout);
  for (const w of warnings) log(`warning: ${w}`);
  const rel = (name: string) => path.relative(process.cwd(), path.join(layout.generatedDir, name)) || name;

  if (check) {
    const drift = findDrift(layout, files);
    if (drift.length === 0) {
      log(`codegen:check: generated/ is up to date (spec_sha256 ${specHash})`);
      return 0;
    }
    log('codegen:check: these generated files are stale; run `npm run codegen` and commit them:');
    for (const name of drift) log(`  ${rel(name)}`);
    return 1;
  }
  const changed = writeGenerated(layout, files);
  log(changed.length ? `codegen: wrote ${changed.map(rel).join(', ')}` : 'codegen: generated/ already up to date');
  log(`spec_sha256 ${specHash}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runCodegen(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`codegen failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(2);
    },
  );
}
