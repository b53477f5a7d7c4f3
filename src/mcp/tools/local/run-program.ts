/**
 * Runs a program from an argument list (never through a shell) with a timeout, cancellation
 * and capped output. The program gets its own process group so a timeout kills what it
 * started too. Used by shell_exec and for ffmpeg/ffprobe.
 */
import { spawn } from 'node:child_process';
import { ToolError } from '../tool-error.js';

export interface RunOptions {
  cwd: string;
  timeoutMs: number;
  /** Cap per stream; bytes beyond it are read and dropped. */
  maxOutputBytes: number;
  stdin?: string;
  env: NodeJS.ProcessEnv;
  signal: AbortSignal;
}

export interface RunResult {
  exitCode: number | null;
  signal: string | null;
  stdout: Buffer;
  stderr: Buffer;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  timedOut: boolean;
  durationMs: number;
}

class CappedBuffer {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  truncated = false;

  constructor(private readonly cap: number) {}

  push(chunk: Buffer): void {
    const room = this.cap - this.size;
    if (room <= 0) {
      this.truncated = true;
      return;
    }
    if (chunk.length > room) this.truncated = true;
    const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
    this.chunks.push(kept);
    this.size += kept.length;
  }

  get value(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

export function runProgram(command: string, args: string[], options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) {
      reject(options.signal.reason); // cancelled before it started: never spawn it
      return;
    }
    const ownGroup = process.platform !== 'win32';
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      shell: false,
      detached: ownGroup,
      windowsHide: true,
      stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const stdout = new CappedBuffer(options.maxOutputBytes);
    const stderr = new CappedBuffer(options.maxOutputBytes);
    let timedOut = false;
    const kill = () => {
      try {
        if (ownGroup && child.pid) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, options.timeoutMs);
    const onAbort = () => kill();
    options.signal.addEventListener('abort', onAbort, { once: true });
    child.stdout!.on('data', (d: Buffer) => stdout.push(d));
    child.stderr!.on('data', (d: Buffer) => stderr.push(d));
    if (options.stdin !== undefined) {
      child.stdin!.on('error', () => undefined); // the program may exit without reading it
      child.stdin!.end(options.stdin);
    }
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      if (error.code === 'ENOENT') reject(new ToolError('MCP-020', `No program ${JSON.stringify(command)} was found (looked up on PATH, or the path does not exist)`));
      else if (error.code === 'EACCES') reject(new ToolError('MCP-020', `${command} is not an executable program`));
      else reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      if (options.signal.aborted && !timedOut) {
        reject(options.signal.reason);
        return;
      }
      resolve({
        exitCode: code,
        signal,
        stdout: stdout.value,
        stderr: stderr.value,
        stdoutTruncated: stdout.truncated,
        stderrTruncated: stderr.truncated,
        timedOut,
        durationMs: Date.now() - started,
      });
    });
  });
}
