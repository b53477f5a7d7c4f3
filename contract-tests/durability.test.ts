/**
 * Acknowledged writes survive a crash: the server process is killed with SIGKILL
 * while writes are still arriving, restarted on the same store, and every write that
 * was acknowledged before the kill must be readable. Runs on the embedded store, and
 * on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../src/persistence/test-database.js';
import { prepareStore } from './support/fixtures.js';
import { makeDataDir, startServerProcess, type ServerProcess } from './support/server-process.js';

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
  }, 180_000);
});
