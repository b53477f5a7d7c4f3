/**
 * Ports for test servers. The rule: listen on port 0 and read the port back (server.address()),
 * so no other process can take it in between. Only a server that must be named before it starts
 * (a provider's callback address written into another server's settings) picks a port first:
 * then through onFreePort, which starts it again on another port when the one picked was taken
 * meanwhile (EADDRINUSE) — by another test lane, a browser, or an outgoing connection.
 */
import net from 'node:net';

/** Below the kernel's ephemeral range (32768-60999 on Linux), which outgoing connections draw from. */
const LOW = 20_000;
const SPAN = 12_000;

/** A loopback port free right now, for a server that must be named before it listens. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOW + Math.floor(Math.random() * SPAN);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free loopback port found between ${LOW} and ${LOW + SPAN}`);
}

function canListen(port: number): Promise<boolean> {
  const srv = net.createServer();
  return new Promise((resolve) => {
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** Whether an error (or one it wraps as its cause) says the address was taken. */
export function isAddressInUse(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE' || /EADDRINUSE/.test(String((e as Error).message))) return true;
  }
  return false;
}

/**
 * Runs `start` with a free port, and again with another one while it fails with EADDRINUSE.
 * `start` must undo what it began before it throws (a provider it started for that port).
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= attempts || !isAddressInUse(error)) throw error;
    }
  }
}
