/**
 * Servers under test run as child processes, so their resident memory is measurable on its
 * own and they do not share an event loop with the load generator. `spawnServer` waits for
 * the line announcing the URL and keeps the tail of stderr for error messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface ChildServer {
  pid: number;
  url: string;
  process: ChildProcess;
  /** Last lines of the child's stderr (and stdout), for error reports. */
  logTail(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Matches the line that announces the server; group 1 is its URL. */
  readyPattern: RegExp;
  timeoutMs?: number;
}

/** A TCP port that was free a moment ago (the server gets it through PORT). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function spawnServer(options: SpawnOptions): Promise<ChildServer> {
  const child = spawn(options.command, options.args, { env: options.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const remember = (chunk: Buffer) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  child.stderr!.on('data', remember);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => fail(new Error(`server did not start within ${options.timeoutMs ?? 120_000} ms`)), options.timeoutMs ?? 120_000);
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${tail.join('\n')}`));
    }
    child.stdout!.on('data', (chunk: Buffer) => {
      remember(chunk);
      buffered += chunk.toString('utf8');
      const match = options.readyPattern.exec(buffered);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code, signal) => fail(new Error(`server exited before it was ready (code ${code}, signal ${signal})`)));
  });

  return {
    pid: child.pid!,
    url,
    process: child,
    logTail: () => tail.join('\n'),
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
