/**
 * Calls every operation of the spec on the running server and checks status, headers
 * and body against the bundled spec with Ajv2020.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from './cases.js';
import { call } from './support/client.js';
import { MEMBER, prepareStore, signIn } from './support/fixtures.js';
import { makeDataDir, repoRoot, startServerProcess, type ServerProcess } from './support/server-process.js';
import { operations } from './support/spec-validator.js';
import { createTestDatabaseUrl } from '../src/testing/test-database.js';

const baseline: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'src/http/not-implemented.json'), 'utf8'));

let server: ServerProcess;
let apiKey: string;
let sessionCookie: string;
let memberCookie: string;
let dropDatabase: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const dataDir = makeDataDir();
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
  ({ apiKey } = await prepareStore(env, { admin: true }));
  server = await startServerProcess(env, dataDir);
  sessionCookie = await signIn(server.url);
  memberCookie = await signIn(server.url, MEMBER);
});

afterAll(async () => {
  await server?.stop();
  await dropDatabase();
});

describe('every operation of the spec', () => {
  it('has at least one contract case', () => {
    const covered = new Set<string>(cases.map((c) => c.operationId));
    const missing = operations.map((o) => o.operationId).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  for (const c of cases) {
    const notBuilt = baseline.includes(c.operationId) && !c.beforeHandler;
    const expected = notBuilt ? 501 : c.expect;
    it(`${c.operationId}: ${c.name} -> ${expected}`, async () => {
      const headers = { ...(c.headers ?? {}) };
      if (c.auth === 'key') headers.authorization = `Bearer ${apiKey}`;
      if (c.auth === 'session') headers.cookie = sessionCookie;
      if (c.auth === 'memberSession') headers.cookie = memberCookie;
      const res = await call(server.url, c.operationId, { ...c, headers });
      expect(res.status, res.text).toBe(expected);
      expect(res.problems).toEqual([]);
      if (notBuilt) expect((res.json as { code: string }).code).toBe('SYSTEM-002');
    });
  }
});
