/**
 * The `memplat` program: every command, run on the streams, environment and working directory
 * it is given (src/cli/cli-context.ts). The bin (src/cli/main.ts) runs it with the process's
 * own; tests run it in their process (src/testing/cli-in-process.ts), the same code path.
 */
import { Command, CommanderError } from 'commander';
import { registerCommands } from './commands.js';
import { cliContext, type CliIo } from './cli-context.js';

export interface MemplatOutcome {
  /** The exit code. */
  code: number;
  /**
   * True when the command failed or commander ended it (a usage error, --help): the bin then exits
   * at once, as commander itself would. False when the command ran to its end; the process
   * ends when its work does (a server keeps running).
   */
  ended: boolean;
}

export async function runMemplatProgram(argv: string[], io: CliIo): Promise<MemplatOutcome> {
  const ctx = cliContext(io);
  const program = new Command();
  // Set before the subcommands are added, which inherit them: commander writes its usage errors
  // and help to the given streams and throws rather than exiting the process.
  program
    .name('memplat')
    .description('Memory platform for AI agents')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: (text) => void io.stdout.write(text), writeErr: (text) => void io.stderr.write(text) });
  program.command('serve').description('Run the HTTP service (REST, MCP at /mcp, docs at /docs)').action(async () => (await import('../main.js')).serve());
  registerCommands(program, ctx);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return { code: ctx.exitCode, ended: false };
  } catch (error) {
    // commander has written its own message already.
    if (error instanceof CommanderError) return { code: error.exitCode, ended: true };
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return { code: 1, ended: true };
  }
}

/** Runs `memplat <argv>` and returns its exit code. */
export async function runMemplat(argv: string[], io: CliIo): Promise<number> {
  return (await runMemplatProgram(argv, io)).code;
}
