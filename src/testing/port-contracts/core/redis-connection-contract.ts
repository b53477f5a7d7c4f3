/** The RedisConnection contract (src/domain/core/shared-state/ports.ts), run on each implementation. */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { RedisConnection } from '../../../domain/core/shared-state/ports.js';

/** The contract writes and reads a key to see commands answered, beyond the commands the port names. */
type ConnectionUnderTest = RedisConnection & {
  readonly client: RedisConnection['client'] & { set(key: string, value: string): Promise<unknown>; get(key: string): Promise<string | null> };
};

/** `open(prefix)` builds a connection to a live Redis, not yet connected; `unreachable()` one to an address nothing answers on. */
export interface RedisConnectionHarness {
  open(prefix: string): ConnectionUnderTest;
  unreachable(): ConnectionUnderTest;
}

export function describeRedisConnectionContract(harness: RedisConnectionHarness): void {
  describe('RedisConnection contract', () => {
    const opened: ConnectionUnderTest[] = [];
    const open = (prefix = `contract-${randomBytes(6).toString('hex')}:`) => {
      const c = harness.open(prefix);
      opened.push(c);
      return c;
    };
    afterAll(async () => {
      for (const c of opened) await c.close();
    });

    it('keeps its prefix and answers PING once connected', async () => {
      const prefix = `contract-${randomBytes(6).toString('hex')}:`;
      const c = open(prefix);
      expect(c.prefix).toBe(prefix);
      await c.connect();
      await expect(c.ping()).resolves.toBeUndefined();
      await c.client.set(`${prefix}k`, 'v');
      expect(await c.client.get(`${prefix}k`)).toBe('v');
    });

    it('delivers what one connection publishes to another one\'s subscriber', async () => {
      const prefix = `contract-${randomBytes(6).toString('hex')}:`;
      const [a, b] = [open(prefix), open(prefix)];
      await Promise.all([a.connect(), b.connect()]);
      const heard = new Promise<string>((resolve) => b.subscriber.on('message', (_channel: string, message: string) => resolve(message)));
      await b.subscriber.subscribe(`${prefix}channel`);
      await a.client.publish(`${prefix}channel`, 'hello');
      expect(await heard).toBe('hello');
    });

    it('close can be called twice', async () => {
      const c = open();
      await c.connect();
      await c.close();
      await expect(c.close()).resolves.toBeUndefined();
    });

    it('without Redis: connect still resolves and ping rejects', async () => {
      const c = harness.unreachable();
      opened.push(c);
      await expect(c.connect()).resolves.toBeUndefined();
      await expect(c.ping()).rejects.toThrow();
    }, 20_000);
  });
}
