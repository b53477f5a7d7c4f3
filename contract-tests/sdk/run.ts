/**
 * The generated-client check (scripts/test-all.sh): starts the server, fetches /openapi.json as a
 * developer would, generates a TypeScript client from it with @hey-api/openapi-ts, compiles the
 * client and calls/every-group.ts with `tsc --strict`, then runs one call of every operation
 * group (memory, recall, search, export, import, graph, feedback, account, OAuth clients, MCP)
 * through it. Exits non-zero on any failure.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareStore, signIn } from '../support/fixtures.js';
import { makeDataDir, repoRoot, startServerProcess } from '../support/server-process.js';

/** calls/every-group.ts (not imported here: it compiles only next to a generated client). */
interface EveryGroup {
  callEveryGroup(credentials: { apiKey: string; sessionCookie: string }): Promise<string[]>;
}

const STRICT_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler',
    strict: true, noEmit: true, skipLibCheck: false, types: [], noUnusedLocals: true,
  },
  include: ['client', 'every-group.ts'],
};

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-sdk-'));
  const dataDir = makeDataDir('memplat-sdk-data-');
  const { apiKey } = await prepareStore({ DATA_DIR: dataDir }, { admin: true });
  const server = await startServerProcess({}, dataDir);
  try {
    const description = await (await fetch(`${server.url}/openapi.json`)).json() as { servers: Array<{ url: string }> };
    if (description.servers[0]?.url !== server.url) throw new Error(`the served description names ${description.servers[0]?.url}, not ${server.url}`);
    fs.writeFileSync(path.join(work, 'openapi.json'), JSON.stringify(description));
    // The package's own command line, run by node (its TypeScript import does not load under tsx).
    const openapiTs = path.join(repoRoot, 'node_modules/@hey-api/openapi-ts/bin/run.js');
    execFileSync(process.execPath, [openapiTs, '-i', path.join(work, 'openapi.json'), '-o', path.join(work, 'client'), '-c', '@hey-api/client-fetch'], { stdio: ['ignore', 'ignore', 'inherit'] });
    fs.copyFileSync(path.join(repoRoot, 'contract-tests/sdk/calls/every-group.ts'), path.join(work, 'every-group.ts'));
    fs.writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify(STRICT_TSCONFIG));
    execFileSync(path.join(repoRoot, 'node_modules/.bin/tsc'), ['-p', path.join(work, 'tsconfig.json')], { stdio: 'inherit' });
    console.log('generated client: compiles under tsc --strict');
    const sessionCookie = await signIn(server.url);
    const calls = (await import(pathToFileURL(path.join(work, 'every-group.ts')).href)) as EveryGroup;
    for (const line of await calls.callEveryGroup({ apiKey, sessionCookie })) console.log(line);
    console.log('generated client: every operation group answered');
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
