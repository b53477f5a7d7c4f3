/**
 * Test helper: runs `memplat <args>` in the test's own process through the program the bin runs
 * (src/cli/program.ts), with standard input, environment and working directory given and the
 * output collected. A command costs what it does, not a Node start and a module load (several
 * seconds of CPU per child process); the child-process helper (src/testing/mcp/cli.ts) remains
 * for tests of the process itself (its exit, its real standard input and working directory).
 */
import { Readable, Writable } from 'node:stream';
import { runMemplat } from '../cli/program.js';
import { repoRoot } from '../repo-root.js';
import { cliEnv, type CliResult } from './mcp/cli.js';

/** An output stream that keeps what is written to it, as text. */
export function textCollector(): Writable & { text: string } {
  const sink = Object.assign(new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      sink.text += chunk.toString();
      done();
    },
  }), { text: '' });
  return sink;
}

export interface InProcessOptions {
  /** Standard input (empty, then end of input, when not given). */
  input?: string;
  /** The working directory a relative DATA_DIR or file name is resolved against (default: the repository). */
  cwd?: string;
  /** The whole environment, as given (default: cliEnv(env): the settings on top of PATH and HOME, logs silent). */
  rawEnv?: boolean;
}

export async function runCliInProcess(args: string[], env: Record<string, string | undefined>, options: InProcessOptions = {}): Promise<CliResult> {
  const stdout = textCollector();
  const stderr = textCollector();
  const stdin = Readable.from(options.input ? [Buffer.from(options.input)] : []);
  const code = await runMemplat(args, {
    stdout, stderr, stdin,
    env: options.rawEnv ? env : cliEnv(env as Record<string, string>),
    cwd: options.cwd ?? repoRoot,
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}
