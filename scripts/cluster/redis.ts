/** A throw-away redis-server for the cluster: loopback only, nothing saved to disk. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startLogged, isListening, waitFor, type LoggedProcess } from './processes.js';

export function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A redis-server the cluster started: it can be stopped (SIGKILL, as a crash, or SIGTERM), started again (empty: nothing is saved), paused and resumed. */
export interface RedisServer {
  url: string;
  process: LoggedProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
  pause(): void;
  resume(): void;
}

export async function startRedis(dir: string, port: number): Promise<RedisServer> {
  const args = ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir];
  const launch = async () => {
    const proc = startLogged('redis-server', args, path.join(dir, 'redis.log'));
    await waitFor('redis-server', () => isListening(port), 15_000, proc.tail);
    return proc;
  };
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    process: await launch(),
    async stop(signal = 'SIGTERM') {
      server.resume(); // a paused process would not act on SIGTERM
      await server.process.stop(signal);
    },
    async start() {
      server.process = await launch();
    },
    pause: () => void server.process.child.kill('SIGSTOP'),
    resume: () => void server.process.child.kill('SIGCONT'),
  };
  return server;
}
