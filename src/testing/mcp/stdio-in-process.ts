/**
 * Test helper: `memplat mcp` run in the test's own process on a pair of in-memory streams, and
 * an MCP transport for the SDK client on the other ends, framed as on a real pipe (one JSON-RPC
 * message a line, the SDK's ReadBuffer/serializeMessage). The command is the one the bin runs
 * (src/cli/program.ts, src/mcp/stdio.ts), with the test's settings and DATA_DIR: it opens the
 * store or relays into a running server exactly as the process would, minus a Node start and a
 * bundle load per connection. Closing the client ends the command's standard input and waits
 * for the command to end, as the process ends when its stdin closes.
 *
 * Tests of the process itself (what its stdout carries, its exit, signals, the environment its
 * tools' programs get) start the bin instead: src/testing/mcp/cli.ts.
 */
import { PassThrough } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { runMemplatProgram } from '../../cli/program.js';
import { repoRoot } from '../../repo-root.js';
import { textCollector } from '../cli-in-process.js';
import { cliEnv } from './cli.js';

export class MemplatMcpInProcess implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  /** The command's standard input (what this transport sends) and output (what it reads). */
  private readonly stdin = new PassThrough();
  private readonly stdout = new PassThrough();
  private readonly stderrText = textCollector();
  private readonly readBuffer = new ReadBuffer();
  private ended?: Promise<number>;

  /**
   * @param env the test's settings (DATA_DIR, DATABASE_URL, providers...), on top of PATH and
   *   HOME with silent logs (cliEnv), as a child process would get them
   * @param args what follows `memplat mcp` (`--context <id>`)
   */
  constructor(private readonly env: Record<string, string>, private readonly args: string[] = []) {}

  async start(): Promise<void> {
    if (this.ended) throw new Error('memplat mcp already started on this transport');
    this.stdout.on('data', (chunk: Buffer) => {
      try {
        this.readBuffer.append(chunk);
        for (let message = this.readBuffer.readMessage(); message; message = this.readBuffer.readMessage()) this.onmessage?.(message);
      } catch (error) {
        this.onerror?.(error as Error);
      }
    });
    const run = runMemplatProgram(['mcp', ...this.args], { stdin: this.stdin, stdout: this.stdout, stderr: this.stderrText, env: cliEnv(this.env), cwd: repoRoot });
    // The command ending (its stdin closed, or it refused to start) is the transport closing.
    this.ended = run.then(({ code }) => {
      this.readBuffer.clear();
      this.onclose?.();
      return code;
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdin.write(serializeMessage(message))) resolve();
      else this.stdin.once('drain', resolve);
    });
  }

  /** Ends the command's standard input and waits for it to end. */
  async close(): Promise<void> {
    this.stdin.end();
    await this.ended;
  }

  /** What the command wrote to its standard error (its logs go to the process's own, silent here). */
  stderr(): string {
    return this.stderrText.text;
  }

  /** The command's exit code, once it has ended. */
  exitCode(): Promise<number> {
    if (!this.ended) throw new Error('memplat mcp was not started');
    return this.ended;
  }
}
