/**
 * Property-based test over every operation of the spec (fast-check, seeded, about a minute):
 * hostile requests (malformed encodings, NUL and unicode edge cases, wrong types, huge and
 * deeply nested bodies, wrong content types, undeclared methods) never get a 5xx, a dropped
 * connection or stack text, and every answer to a declared method matches the spec.
 * Reproduce a failure with FUZZ_SEED=<seed printed by fast-check>; FUZZ_RUNS sets runs per operation.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRequest, type HostileRequest } from './support/hostile-requests.js';
import { prepareStore, signIn } from './support/fixtures.js';
import { makeDataDir, repoRoot, startServerProcess, type ServerProcess } from './support/server-process.js';
import { checkResponse, operations } from './support/spec-validator.js';
import { createTestDatabaseUrl } from '../src/testing/test-database.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** Stack frames, source paths or raw exception names: none may reach a client. */
const STACK_TEXT = /\n\s+at .+:\d+:\d+|node_modules\/|\.(?:ts|js|mjs|cjs):\d+:\d+|(?:TypeError|RangeError|SyntaxError|URIError|ReferenceError):/;
const baseline: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'src/http/not-implemented.json'), 'utf8'));

let server: ServerProcess;
let apiKey: string;
let sessionCookie: string;
let csrfToken = '';
let dropDatabase: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const dataDir = makeDataDir('memplat-fuzz-');
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, LOGIN_DELAY_BASE_MS: '0' };
  ({ apiKey } = await prepareStore(env, { admin: true }));
  server = await startServerProcess(env, dataDir);
  sessionCookie = await signIn(server.url);
  const res = await fetch(`${server.url}/api/v1/auth/session`, { headers: { cookie: sessionCookie } });
  await res.text();
  csrfToken = res.headers.getSetCookie().find((c) => c.startsWith('svc_csrf='))?.split(';')[0]!.slice('svc_csrf='.length) ?? '';
});

afterAll(async () => {
  await server?.stop();
  await dropDatabase();
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function send(req: HostileRequest): Promise<Answer> {
  const headers = { ...req.headers };
  if (req.auth === 'key') headers.authorization = `Bearer ${apiKey}`;
  if (req.auth === 'session') {
    headers.cookie = `${sessionCookie}; svc_csrf=${csrfToken}`;
    headers['x-csrf-token'] = csrfToken;
  }
  const res = await fetch(server.url + req.path, {
    method: req.method,
    headers,
    body: req.body as string | Uint8Array<ArrayBuffer> | undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  // Event streams stay open by design: the status and headers are the answer.
  if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, headers: res.headers, text: '' };
  }
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function problemsOf(operationId: string, req: HostileRequest, answer: Answer): string[] {
  const problems: string[] = [];
  const notBuilt = baseline.includes(operationId) && answer.status === 501;
  if (answer.status >= 500 && !notBuilt) problems.push(`status ${answer.status}`);
  if (STACK_TEXT.test(answer.text)) problems.push('stack text in the body');
  if (req.declaredMethod) {
    let json: unknown;
    try {
      json = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      /* not JSON */
    }
    problems.push(...checkResponse(operationId, { ...answer, json }));
  } else if (answer.status !== 405 && answer.status !== 404 && !(req.method === 'HEAD' && answer.status < 500)) {
    problems.push(`undeclared method answered ${answer.status}`);
  }
  return problems;
}

describe('hostile input, every operation (fast-check)', () => {
  it('covers every operation of the spec', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  operations.forEach((op, index) => {
    it(`${op.operationId}: no 5xx, no dropped connection, no stack text, answers true to the spec`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileRequest(op), async (req) => {
          let answer: Answer;
          try {
            answer = await send(req);
          } catch (error) {
            throw new Error(`${req.method} ${req.path.slice(0, 120)}: no answer (${(error as Error).cause ?? error})`);
          }
          const problems = problemsOf(op.operationId, req, answer);
          if (problems.length) {
            throw new Error(`${req.method} ${req.path.slice(0, 120)} [${req.auth}] ${JSON.stringify(req.headers)} body=${String(req.body ?? '').slice(0, 120)} -> ${answer.status}: ${problems.join('; ')} :: ${answer.text.slice(0, 300)}`);
          }
        }),
        // Bounded: RUNS requests or 3 s per operation, whichever ends first (about a minute in all).
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true, interruptAfterTimeLimit: 3_000, markInterruptAsFailure: false },
      );
    });
  });
});
