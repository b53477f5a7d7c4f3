/**
 * A node dies mid-load: writes keep arriving through HAProxy while one node is killed with
 * SIGKILL. Every write that was acknowledged (201) must be readable afterwards, through the
 * balancer, on the surviving node and on the killed node once it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCluster, type TestCluster } from './support.js';

let cluster: TestCluster;

beforeAll(async () => {
  cluster = await startTestCluster();
});
afterAll(async () => {
  await cluster?.close();
});

describe('a node killed under write load', () => {
  it('loses no acknowledged write', async () => {
    const headers = { authorization: `Bearer ${cluster.apiKey}`, 'content-type': 'application/json' };
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const key = `load-${worker}-${i}`;
        try {
          const res = await fetch(`${cluster.url}/api/v1/memory`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ key, value: `written under load by writer ${worker}, number ${i}`, scope: 'persistent' }),
          });
          await res.text();
          if (res.status === 201) acknowledged.push(key);
          else failures.push(`${res.status}`);
        } catch (error) {
          failures.push(String(error)); // the connection was cut by the kill: not acknowledged
        }
      }
    };
    const writers = [0, 1, 2, 3, 4, 5].map(writer);
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));
    const victim = cluster.node('a');
    await victim.kill();
    const atKill = acknowledged.length;
    await cluster.waitForUpNodes(['b'], 15_000); // HAProxy saw it die
    while (acknowledged.length < atKill + 100) await new Promise((resolve) => setTimeout(resolve, 20));
    stop = true;
    await Promise.all(writers);
    // Requests caught on the dying node fail; the rest go to the other one.
    expect(failures.length, failures.slice(0, 5).join(', ')).toBeLessThan(50);

    const missing = async (base: string) => {
      const lost: string[] = [];
      for (const key of acknowledged) {
        const res = await fetch(`${base}/api/v1/memory/${key}`, { headers });
        if (res.status !== 200) lost.push(`${key}: ${res.status}`);
        else expect(((await res.json()) as { key: string }).key).toBe(key);
      }
      return lost;
    };
    expect(await missing(cluster.url)).toEqual([]);
    expect(await missing(cluster.node('b').url)).toEqual([]);

    await victim.start();
    await cluster.waitForUpNodes(['a', 'b'], 15_000);
    expect(await missing(victim.url)).toEqual([]);
    console.info(`node crash: ${acknowledged.length} writes acknowledged (${atKill} before the kill), ${failures.length} not acknowledged at the kill, none lost`);
  });
});
