/**
 * PostgreSQL goes away under load: a node on a PostgreSQL server of this test's own is kept
 * busy with writes and recalls while the server is stopped at once (as a crash) and started
 * again. Requests meanwhile answer 503 DATABASE-001 with Retry-After, never a 500; the node's
 * log names the outage once as a warning and its end once, and every line of its output is a
 * JSON log line (no raw driver messages or stack traces).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support.js';
import { startOutageNode, type OutageNode } from './outage-node.js';

let setup: OutageNode;

beforeAll(async () => {
  setup = await startOutageNode();
});
afterAll(async () => {
  await setup?.close();
});

interface Outcome {
  at: number;
  status: number | string;
  code?: string;
  retryAfter?: string | null;
}

describe('PostgreSQL stopped and restarted under load', () => {
  it('answers 503 DATABASE-001 with Retry-After meanwhile, logs the episode once and recovers', async () => {
    const { node, postgres, apiKey } = setup;
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
    const outcomes: Outcome[] = [];
    let stop = false;
    const call = async (path: string, body: unknown) => {
      const at = Date.now();
      try {
        const res = await fetch(`${node.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(20_000) });
        const json = (await res.json().catch(() => ({}))) as { code?: string };
        outcomes.push({ at, status: res.status, code: json.code, retryAfter: res.headers.get('retry-after') });
      } catch (error) {
        outcomes.push({ at, status: String(error) });
      }
    };
    // Light load: three writers and a recall every 200 ms.
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) await call('/api/v1/memory', { key: `outage-${worker}-${i}`, value: `written by ${worker}, number ${i}`, scope: 'persistent' });
    };
    const recaller = async () => {
      while (!stop) {
        await call('/api/v1/recall', { query: 'who wrote number 3?' });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const load = [0, 1, 2].map(writer).concat(recaller());
    const seen = (check: (o: Outcome) => boolean, after: number) => async () => outcomes.some((o) => o.at >= after && check(o));
    try {
      await eventually(seen((o) => o.status === 201, 0), 30_000);
      const stoppedAt = Date.now();
      await postgres.stop('immediate');
      await eventually(seen((o) => o.status === 503, stoppedAt), 30_000);
      const restartedAt = Date.now();
      await postgres.start();
      await eventually(seen((o) => o.status === 201, Date.now()), 30_000);
      stop = true;
      await Promise.all(load);
      // A request that met a connection broken by the crash after the first answer opens one more
      // episode; the next answered query ends it. One more write, after the load, gives every
      // episode its end before the log is read.
      let last = 0;
      await eventually(async () => {
        await call('/api/v1/memory', { key: `outage-after-${last++}`, value: 'written after the outage', scope: 'persistent' });
        return outcomes.at(-1)?.status === 201;
      }, 30_000);

      const during = outcomes.filter((o) => o.at >= stoppedAt && o.at < restartedAt && o.status !== 201 && o.status !== 200);
      expect(during.length).toBeGreaterThan(0);
      const episodes = (lines: Awaited<ReturnType<typeof node.logLines>>) => {
        const entries = lines.flatMap((l) => (l.json && l.json.dependency === 'database' ? [String(l.json.msg)] : []));
        return { down: entries.filter((m) => /unavailable/.test(m)).length, back: entries.filter((m) => /available again/.test(m)).length };
      };
      // The node writes its log asynchronously: wait until the last episode's end has reached the file.
      await eventually(async () => { const e = episodes(await node.logLines()); return e.back === e.down; }, 10_000).catch(() => undefined);
      const log = await node.logLines();
      // Every refusal is the database's 503, ready to be retried: no 500, no cut connection.
      const unexpected = outcomes.filter((o) => ![200, 201, 503].includes(o.status as number) || (o.status === 503 && (o.code !== 'DATABASE-001' || o.retryAfter !== '5')));
      expect(unexpected, JSON.stringify(log.filter((l) => Number(l.json?.level) >= 50).slice(0, 3))).toEqual([]);


      // The one plain line is the start-up notice people (and the cluster launcher) read.
      const raw = log.filter((l) => !l.json && !l.text.startsWith('Memory platform listening on'));
      expect(raw.map((l) => l.text)).toEqual([]);
      const entries = log.flatMap((l) => (l.json ? [l.json] : []));
      const down = entries.filter((e) => e.dependency === 'database' && /unavailable/.test(String(e.msg)));
      const back = entries.filter((e) => e.dependency === 'database' && /available again/.test(String(e.msg)));
      expect(down.length).toBeGreaterThanOrEqual(1);
      expect(down.every((e) => e.level === 40)).toBe(true);
      // Once per episode, not once per request.
      expect(back.length).toBe(down.length);
      expect(down.length).toBeLessThan(during.length);
      const faults = entries.filter((e) => e.msg === 'unhandled error' || e.msg === 'request failed');
      // The message names each fault in one short line, so a failing run says what was not recognised.
      expect(faults, faults.map(brief).join(' | ')).toEqual([]);
      console.info(`database outage: ${during.length} requests answered 503 during it, ${down.length} outage episode(s) logged`);
    } finally {
      stop = true;
      await Promise.all(load);
    }
  });
});

/** One line for a logged fault: its message, code and the error it carried. */
function brief(entry: Record<string, unknown>): string {
  const err = (entry.err ?? {}) as { type?: unknown; message?: unknown; code?: unknown; stack?: unknown };
  const frame = String(err.stack ?? '').split('\n').slice(1, 3).map((l) => l.trim()).join(' < ');
  return `${String(entry.msg)} ${String(entry.code ?? '')} ${String(err.type ?? '')}(${String(err.code ?? '')}): ${String(err.message ?? '').slice(0, 160)} @ ${frame}`;
}
