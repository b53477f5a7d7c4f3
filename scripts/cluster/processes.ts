/**
 * Small helpers for the cluster launcher: free loopback ports, child processes whose output
 * goes to a log file (and is kept for error messages), and waiting for a condition.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the kernel picks it; the caller binds it soon after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, explain: () => string = () => ''): Promise<void> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} not ready within ${timeoutMs} ms${explain() ? `:\n${explain()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface LoggedProcess {
  readonly child: ChildProcess;
  /** The last 16 kB of its output. */
  tail(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Sends `signal` and waits for the exit; SIGKILL after `graceMs` if it is still running. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

/** Children still running, killed when this process exits however it exits (nothing is left behind). */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * Starts `command` with its stdout and stderr appended to `logFile`. The child gets a process
 * group of its own, so a Ctrl-C in the terminal reaches only the launcher, which stops the
 * children in order.
 */
export function startLogged(command: string, args: string[], logFile: string, options: SpawnOptions = {}): LoggedProcess {
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  live.add(child);
  let tail = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-16_384);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (err) => { tail += `\n${err.message}`; resolve('error'); });
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  void exited.then(() => live.delete(child));
  void exited.then(() => log.end());
  return {
    child,
    tail: () => tail,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
