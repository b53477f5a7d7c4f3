import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, isAddressInUse, onFreePort } from './ports.js';

const inUse = () => Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:20001'), { code: 'EADDRINUSE' });

describe('test ports', () => {
  it('freePort gives a loopback port below the ephemeral range that a server can take', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_768);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });

  it('recognises a taken address by its code, its message or a wrapped cause', () => {
    expect(isAddressInUse(inUse())).toBe(true);
    expect(isAddressInUse(new Error('server did not start', { cause: inUse() }))).toBe(true);
    expect(isAddressInUse(new Error('ECONNREFUSED'))).toBe(false);
    expect(isAddressInUse(undefined)).toBe(false);
  });

  it('onFreePort starts again on another port while the one picked was taken', async () => {
    const tried: number[] = [];
    const started = await onFreePort(async (port) => {
      tried.push(port);
      if (tried.length < 3) throw inUse();
      return `started on ${port}`;
    });
    expect(tried).toHaveLength(3);
    expect(started).toBe(`started on ${tried[2]}`);
  });

  it('onFreePort passes any other failure on at once, and gives up after its attempts', async () => {
    let calls = 0;
    await expect(onFreePort(async () => {
      calls++;
      throw new Error('bad configuration');
    })).rejects.toThrow('bad configuration');
    expect(calls).toBe(1);
    calls = 0;
    await expect(onFreePort(async () => {
      calls++;
      throw inUse();
    }, 2)).rejects.toThrow(/EADDRINUSE/);
    expect(calls).toBe(2);
  });
});
