/**
 * Writers for the cluster's fault tests: each sends REST writes of new memories one after
 * another (to the balancer, as clients do) until stopped, and every answer is recorded with
 * the node that gave it. A write is acknowledged when it answered 2xx: those are the writes
 * that must never be lost, whatever happened to the node that took them.
 */
import { servedBy } from './support.js';

export interface WriteOutcome {
  key: string;
  /** When the write was sent and when its answer (or its failure) came, in ms since the epoch. */
  sentAt: number;
  answeredAt: number;
  /** The HTTP status, or the error the request failed with (a cut connection). */
  status: number | string;
  servedBy: string | null;
  /** The error code of a refusal (e.g. BALANCER-002), when the body had one. */
  code?: string;
}

export interface WriteLoad {
  outcomes: WriteOutcome[];
  /** Keys of the writes answered 2xx, in the order their answers came. */
  acknowledged(): string[];
  /** Outcomes that were not 2xx. */
  refused(): WriteOutcome[];
  /** Resolves once `count` more writes are acknowledged than when called (by `node`, when given); rejects past `withinMs`. */
  more(count: number, withinMs: number, node?: string): Promise<void>;
  /** Stops the writers and waits for the writes in flight. */
  stop(): Promise<void>;
}

export function startWriteLoad(url: string, apiKey: string, writers: number, prefix: string): WriteLoad {
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  const outcomes: WriteOutcome[] = [];
  let stopping = false;
  const ok = (o: WriteOutcome) => typeof o.status === 'number' && o.status >= 200 && o.status < 300;
  const writer = async (worker: number) => {
    for (let i = 0; !stopping; i++) {
      const key = `${prefix}-${worker}-${i}`;
      const sentAt = Date.now();
      try {
        const res = await fetch(`${url}/api/v1/memory`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ key, value: `written by writer ${worker}, number ${i}`, scope: 'persistent' }),
          signal: AbortSignal.timeout(120_000), // far past the balancer's own timeouts: it answers first
        });
        const text = await res.text();
        const code = res.ok ? undefined : (/"code":"([A-Z]+-\d+)"/.exec(text)?.[1] ?? undefined);
        outcomes.push({ key, sentAt, answeredAt: Date.now(), status: res.status, servedBy: servedBy(res), code });
      } catch (error) {
        outcomes.push({ key, sentAt, answeredAt: Date.now(), status: String((error as Error).cause ?? error), servedBy: null });
      }
    }
  };
  const running = Array.from({ length: writers }, (_, worker) => writer(worker));
  const acknowledgedBy = (node?: string) => outcomes.filter((o) => ok(o) && (!node || o.servedBy === node)).length;
  return {
    outcomes,
    acknowledged: () => outcomes.filter(ok).map((o) => o.key),
    refused: () => outcomes.filter((o) => !ok(o)),
    async more(count, withinMs, node) {
      const target = acknowledgedBy(node) + count;
      const deadline = Date.now() + withinMs;
      while (acknowledgedBy(node) < target) {
        if (Date.now() > deadline) throw new Error(`${count} more writes${node ? ` on node ${node}` : ''} not acknowledged within ${withinMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

/** The keys of `keys` that `base` does not answer 200 with that memory (read four at a time). */
export async function unreadable(base: string, apiKey: string, keys: string[]): Promise<string[]> {
  const lost: string[] = [];
  const queue = [...keys];
  const reader = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const res = await fetch(`${base}/api/v1/memory/${key}`, { headers: { authorization: `Bearer ${apiKey}` } });
      const body = (await res.json().catch(() => ({}))) as { key?: string };
      if (res.status !== 200 || body.key !== key) lost.push(`${key}: ${res.status}`);
    }
  };
  await Promise.all([reader(), reader(), reader(), reader()]);
  return lost;
}

/** The longest stretch, in ms, between `from` and `to` during which no write was acknowledged. */
export function longestGap(outcomes: WriteOutcome[], from: number, to: number): number {
  const times = outcomes
    .filter((o) => typeof o.status === 'number' && o.status >= 200 && o.status < 300 && o.answeredAt >= from && o.answeredAt <= to)
    .map((o) => o.answeredAt)
    .sort((a, b) => a - b);
  let gap = 0;
  let last = from;
  for (const t of [...times, to]) {
    gap = Math.max(gap, t - last);
    last = t;
  }
  return gap;
}
