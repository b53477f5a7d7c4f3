/**
 * What a `memplat` command may touch of its process, passed in rather than read from `process`:
 * its output streams, standard input, environment, working directory and exit code. The bin
 * gives the process's own (src/cli/main.ts); tests run the same program in their process with
 * streams they read (src/testing/cli-in-process.ts), so a command never changes the test
 * worker's environment, working directory or exit code.
 */
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config/index.js';
import { readString, type Env } from '../config/env.js';

/** The part of a writable stream a command uses (process.stdout is one). */
export interface CliOutput {
  write(chunk: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

export interface CliIo {
  /** A whole stream (process.stdout is one): `memplat mcp` serves MCP on it and may relay a socket into it. */
  stdout: NodeJS.WritableStream;
  stderr: CliOutput;
  stdin: AsyncIterable<Buffer | string> & NodeJS.ReadableStream;
  env: Env;
  /** The working directory a relative DATA_DIR is resolved against, as the server does with its own. */
  cwd: string;
}

export interface CliContext extends CliIo {
  /** The exit code the command asks for when it ends without an error (a partly failed import, say). */
  exitCode: number;
  /** The settings from this command's environment, DATA_DIR resolved against its working directory. */
  config(): AppConfig;
}

export function cliContext(io: CliIo): CliContext {
  return {
    ...io,
    exitCode: 0,
    config: () => loadConfig({ ...io.env, DATA_DIR: path.resolve(io.cwd, readString(io.env, 'DATA_DIR', './data')) }),
  };
}

/** The process's own streams, environment and directory: what the bin runs with. */
export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, cwd: process.cwd() };
}
