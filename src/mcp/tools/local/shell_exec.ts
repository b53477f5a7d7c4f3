import fs from 'node:fs/promises';
import { ToolError } from '../tool-error.js';
import type { ToolAnnotations, ToolDefinition } from '../types.js';
import { confineExisting, localEnvironmentOf } from './confine.js';
import { childEnvironment } from './child-environment.js';
import { runProgram } from './run-program.js';

const shell: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };


export const shellExec: ToolDefinition<'shell_exec'> = {
  name: 'shell_exec',
  title: 'Run a program',
  description:
    'Run a program with arguments (no shell) inside the allowed folders; off unless MEMPLAT_SHELL=on. Confirm with the user first.',
  group: 'local',
  localOnly: true,
  annotations: shell,
  async run(args, ctx) {
    const env = localEnvironmentOf(ctx);
    if (!env.settings.shellEnabled) {
      throw new ToolError('MCP-019', 'shell_exec is off on this server: the user can turn it on by setting MEMPLAT_SHELL=on in the environment of `memplat mcp` (in the MCP client\'s configuration)');
    }
    const requested = args.cwd ?? '.';
    const { real: cwd } = await confineExisting(env, requested);
    if (!(await fs.stat(cwd)).isDirectory()) throw new ToolError('MCP-020', `${requested} is not a folder`);
    const timeoutMs = Math.min(args.timeout_ms, env.settings.shellTimeoutMs);
    const result = await runProgram(args.command, args.args ?? [], {
      cwd,
      timeoutMs,
      maxOutputBytes: env.settings.shellMaxOutputBytes,
      stdin: args.stdin,
      env: childEnvironment(),
      signal: ctx.signal,
    });
    return {
      exit_code: result.exitCode,
      signal: result.signal,
      stdout: result.stdout.toString('utf8'),
      stderr: result.stderr.toString('utf8'),
      stdout_truncated: result.stdoutTruncated,
      stderr_truncated: result.stderrTruncated,
      timed_out: result.timedOut,
      duration_ms: result.durationMs,
      cwd,
    };
  },
};
