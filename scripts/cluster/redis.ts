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

export async function startRedis(dir: string, port: number): Promise<{ url: string; process: LoggedProcess }> {
  const proc = startLogged('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir], path.join(dir, 'redis.log'));
  await waitFor('redis-server', () => isListening(port), 15_000, proc.tail);
  return { url: `redis://127.0.0.1:${port}`, process: proc };
}
