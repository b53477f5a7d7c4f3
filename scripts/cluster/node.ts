/**
 * One node of the cluster: `memplat serve` on a fixed loopback port (so the balancer finds it
 * again after a restart), its output in a log file. It can be killed (SIGKILL, as a crash),
 * stopped (SIGTERM), paused and resumed (SIGSTOP, SIGCONT), and started again on the same port
 * and settings.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLogged, type LoggedProcess } from './processes.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export class ClusterNode {
  private current?: LoggedProcess;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logDir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.current?.child.pid;
  }

  get running(): boolean {
    const child = this.current?.child;
    return Boolean(child && child.exitCode === null && child.signalCode === null);
  }

  /** Starts the node and waits until it listens (start-up runs migrations: the first may take a while). */
  async start(timeoutMs = 120_000): Promise<void> {
    if (this.running) return;
    const proc = startLogged(process.execPath, [path.join(repoRoot, 'bin/memplat.mjs'), 'serve'], path.join(this.logDir, `node-${this.name}.log`), {
      cwd: repoRoot,
      env: { ...process.env, ...this.env, HOST: '127.0.0.1', PORT: String(this.port) },
    });
    this.current = proc;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`node ${this.name} did not start within ${timeoutMs} ms:\n${proc.tail()}`)), timeoutMs);
      const onData = () => {
        if (/listening on http:\/\//.test(proc.tail())) {
          clearTimeout(timer);
          proc.child.stdout?.off('data', onData);
          resolve();
        }
      };
      proc.child.stdout?.on('data', onData);
      void proc.exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`node ${this.name} exited (${code}) while starting:\n${proc.tail()}`));
      });
    });
  }

  /** SIGKILL: the process dies at once, as in a crash or an OOM kill. */
  async kill(): Promise<void> {
    await this.current?.stop('SIGKILL');
  }

  /** SIGTERM: a graceful stop (in-flight requests finish, SHUTDOWN_GRACE_MS at most). */
  async stop(): Promise<void> {
    if (this.running) this.resume(); // a paused process would not act on SIGTERM
    await this.current?.stop('SIGTERM', 15_000);
  }

  /** SIGSTOP: the process stops running but keeps its sockets (the kernel still accepts connections), as a VM or container paused, or a long GC or swap stall. */
  pause(): void {
    this.current?.child.kill('SIGSTOP');
  }

  /** SIGCONT: a paused node runs again. */
  resume(): void {
    this.current?.child.kill('SIGCONT');
  }

  output(): string {
    return this.current?.tail() ?? '';
  }
}
