/**
 * Acknowledged writes survive a crash: the server process is killed with SIGKILL
 * while writes are still arriving, restarted on the same store, and every write that
 * was acknowledged before the kill must be readable. Runs on the embedded store, and
 * on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../src/testing/test-database.js';
import { prepareStore } from './support/fixtures.js';
import { makeDataDir, startServerProcess, type ServerProcess } from './support/server-process.js';
import { testTime } from '../src/testing/time-budget.js';

let server: ServerProcess | undefined;
let drop: () => Promise<void> = async () => undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await drop();
});

describe('durability', () => {
  it('loses no acknowledged write when the process is killed mid-write', async () => {
    const dataDir = makeDataDir('memplat-durability-');
    const database = await createTestDatabaseUrl();
    drop = database.drop;
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    const { apiKey } = await prepareStore(env);
    server = await startServerProcess(env, dataDir);
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };

    const acknowledged: string[] = [];
    const refused: number[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const key = `crash-${worker}-${i}`;
        try {
          const res = await fetch(`${server!.url}/api/v1/memory`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ key, value: `value written before the crash ${worker}/${i}`, scope: 'persistent' }),
          });
          if (res.status === 201) acknowledged.push(key);
          else {
            refused.push(res.status);
            await res.text();
            if (refused.length > 20) return;
          }
        } catch {
          return; // connection cut by the kill
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 60 && refused.length <= 20) await new Promise((r) => setTimeout(r, 20));
    expect(refused.slice(0, 5), 'writes were refused').toEqual([]);
    await server.stop('SIGKILL'); // mid-write: the writers are still sending
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    server = await startServerProcess(env, dataDir);
    const missing: string[] = [];
    for (const key of acknowledged) {
      const res = await fetch(`${server.url}/api/v1/memory/${key}`, { headers });
      if (res.status !== 200) missing.push(`${key}: ${res.status}`);
      else expect(((await res.json()) as { key: string }).key).toBe(key);
    }
    expect(missing).toEqual([]);
  }, testTime(180_000));

  it('shuts down cleanly on SIGTERM, finishing requests already accepted', async () => {
    const dataDir = makeDataDir('memplat-shutdown-');
    const database = await createTestDatabaseUrl();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    const { apiKey } = await prepareStore(env);
    const proc = await startServerProcess(env, dataDir);
    try {
      const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
      const inFlight = Array.from({ length: 20 }, (_, i) =>
        fetch(`${proc.url}/api/v1/memory`, { method: 'POST', headers, body: JSON.stringify({ key: `drain-${i}`, value: `accepted before shutdown ${i}` }) }),
      );
      await new Promise((r) => setTimeout(r, 5));
      const exited = proc.stop('SIGTERM');
      const statuses = (await Promise.allSettled(inFlight)).map((r) => (r.status === 'fulfilled' ? r.value.status : 'refused'));
      expect(await exited).toBe(0);
      // Every request the server accepted was answered; none was cut off with a 5xx.
      expect(statuses.filter((s) => typeof s === 'number' && s >= 500)).toEqual([]);
      const restarted = await startServerProcess(env, dataDir);
      try {
        for (const [i, status] of statuses.entries()) {
          if (status !== 201) continue;
          const res = await fetch(`${restarted.url}/api/v1/memory/drain-${i}`, { headers });
          expect(res.status).toBe(200);
        }
      } finally {
        await restarted.stop();
      }
    } finally {
      await proc.stop('SIGKILL');
      await database.drop();
    }
  }, testTime(180_000));
});
