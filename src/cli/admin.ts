/**
 * `memplat admin create --login-id <id> [--email <address>] --password-stdin`
 * Creates an administrator account; the first one is the protected initial admin. Runs
 * through the live server's admin channel when one is running, else on the store directly.
 * The password is read from standard input only (never from the command line, where it
 * would show in the process list and shell history).
 */
import type { Command } from 'commander';
import type { CreatedAdmin } from '../control-socket/commands/auth.js';
import type { CliContext } from './cli-context.js';

export function formatCreated(r: CreatedAdmin): string {
  return `Created admin account "${r.login_id}" (id ${r.id})${r.is_initial_admin ? ', the protected initial admin' : ''}.\n`;
}

/** Reads the whole of standard input; drops one trailing line break (as `echo` adds). */
export async function readStdin(stdin: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/** Runs an admin command and turns its failure into a plain message for the terminal. */
export async function runForCli<T>(ctx: CliContext, command: string, args: Record<string, unknown> = {}): Promise<T> {
  // Loaded here, not at the top: it brings the store and every service (src/cli/main.ts).
  const { AdminCommandError, runAdminCommand } = await import('../control-socket/run-command.js');
  try {
    return (await runAdminCommand<T>(command, args, ctx.config())).result;
  } catch (error) {
    if (error instanceof AdminCommandError) throw new Error(error.message);
    throw error;
  }
}

/** Adds `memplat admin` and returns it, so other areas can add their subcommands. */
export function registerAdminCommands(program: Command, ctx: CliContext): Command {
  const admin = program.command('admin').description('Administrator accounts');
  admin
    .command('create')
    .description('Create an administrator account (the first one is the protected initial admin)')
    .requiredOption('--login-id <id>', 'login ID (3-64 letters, digits, ".", "_" or "-")')
    .option('--email <address>', 'email address (treated as verified)')
    .option('--password-stdin', 'read the password from standard input')
    .action(async (opts: { loginId: string; email?: string; passwordStdin?: boolean }) => {
      if (!opts.passwordStdin) throw new Error('Pass the password on standard input with --password-stdin');
      const password = await readStdin(ctx.stdin);
      if (!password) throw new Error('No password on standard input');
      const created = await runForCli<CreatedAdmin>(ctx, 'admin.create', { loginId: opts.loginId, email: opts.email, password });
      ctx.stdout.write(formatCreated(created));
    });
  return admin;
}
