/**
 * Graceful shutdown of the real process: a request still in flight at SIGTERM (here a write
 * whose body is still arriving) gets its whole answer before the socket closes, new connections
 * are refused meanwhile, and the log says what the shutdown waits for while it waits.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../src/testing/test-database.js';
import { prepareStore } from './support/fixtures.js';
import { makeDataDir, startServerProcess, type ServerProcess } from './support/server-process.js';
import { testTime } from '../src/testing/time-budget.js';

let proc: ServerProcess | undefined;
let drop: () => Promise<void> = async () => undefined;
afterAll(async () => {
  await proc?.stop('SIGKILL');
  await drop();
});

interface Answer {
  status: number;
  connection?: string;
  body: string;
}

/** A POST whose headers and first bytes leave now; `finish()` sends the rest of the body. */
function streamingPost(url: string, path: string, headers: Record<string, string>, body: string) {
  const { hostname, port } = new URL(url);
  const cut = Math.floor(body.length / 2);
  let finish!: () => void;
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method: 'POST', agent: false, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.write(body.slice(0, cut));
    finish = () => req.end(body.slice(cut));
  });
  return { answer, finish: () => finish() };
}

/** The JSON log lines of the process so far. */
function logLines(p: ServerProcess): Array<Record<string, unknown>> {
  return p.output().split('\n').flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return parsed && typeof parsed === 'object' ? [parsed as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

async function until(what: string, check: () => boolean, ms = testTime(20_000)): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${proc?.output()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('SIGTERM with a request in flight', () => {
  it('answers the request in full before closing its socket, refuses new connections, and logs what it waits for', async () => {
    const dataDir = makeDataDir('memplat-drain-');
    const database = await createTestDatabaseUrl();
    drop = database.drop;
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '10000' };
    const { apiKey } = await prepareStore(env);
    proc = await startServerProcess(env, dataDir);
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
    // A write answered before the shutdown: the server is warm and the store open.
    expect((await fetch(`${proc.url}/api/v1/memory`, { method: 'POST', headers, body: JSON.stringify({ key: 'before', value: 'written before' }) })).status).toBe(201);

    const value = `arrives while the server shuts down ${'x'.repeat(20_000)}`;
    const write = streamingPost(proc.url, '/api/v1/memory', headers, JSON.stringify({ key: 'in-flight-at-sigterm', value }));
    // Give the server time to read the headers: from then on the request is in flight.
    await new Promise((r) => setTimeout(r, testTime(1_000)));
    const exited = proc.stop('SIGTERM');
    await until('the shutdown to say what it waits for', () => logLines(proc!).some((l) => l.msg === 'shutdown: waiting for requests in flight'));
    const waiting = logLines(proc).find((l) => l.msg === 'shutdown: waiting for requests in flight')!;
    expect(waiting).toMatchObject({ inFlight: 1, requests: ['POST /api/v1/memory'], eventStreams: 0, graceMs: 10_000 });
    // While it waits: it reports again, and no new connection is taken.
    await until('a progress line', () => logLines(proc!).some((l) => l.msg === 'shutdown: still waiting for requests in flight'));
    expect(logLines(proc).find((l) => l.msg === 'shutdown: still waiting for requests in flight')).toMatchObject({ inFlight: 1 });
    await expect(fetch(`${proc.url}/api/v1/health`)).rejects.toThrow();

    write.finish();
    const answer = await write.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ key: 'in-flight-at-sigterm', value });
    expect(await exited).toBe(0);
    const messages = logLines(proc).map((l) => l.msg).filter((m) => typeof m === 'string' && /^shut/.test(m));
    expect(messages[0]).toBe('shutting down');
    expect(messages).toContain('shutdown: requests in flight finished');
    // The answer came before the drain ended, not after a cut connection.
    expect(messages.indexOf('shutdown: requests in flight finished')).toBeGreaterThan(messages.indexOf('shutdown: still waiting for requests in flight'));
    expect(messages).not.toContain('shutdown: requests still running after SHUTDOWN_GRACE_MS; closing their connections');
    expect(messages.at(-1)).toBe('shutdown complete');
  }, testTime(240_000));
});
