/**
 * `memplat admin create --login-id <id> [--email <address>] --password-stdin`
 * Creates an administrator account; the first one is the protected initial admin.
 * The password is read from standard input only (never from the command line, where
 * it would show in the process list and shell history).
 */
import type { Command } from 'commander';
import { AppError } from '../domain/errors/app-error.js';
import { loadConfig } from '../config/index.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../persistence/db.js';
import { createCoreServices } from '../domain/core/module.js';
import { createAuthModule, type AuthModule } from '../domain/auth/module.js';

export interface AdminCreateResult {
  id: string;
  login_id: string;
  email: string | null;
  is_initial_admin: boolean;
}

export function formatCreated(r: AdminCreateResult): string {
  return `Created admin account "${r.login_id}" (id ${r.id})${r.is_initial_admin ? ', the protected initial admin' : ''}.\n`;
}

/** Opens the store and the sign-in services for one command, then closes them. */
export async function withAuthServices<T>(fn: (auth: AuthModule) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await openDatabase(config.storage);
  const auth = createAuthModule(createCoreServices(config, db, createLogger('silent')));
  try {
    return await fn(auth);
  } finally {
    await auth.lifecycle.stop?.();
    await db.close();
  }
}

/** Reads the whole of standard input; drops one trailing line break (as `echo` adds). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

export function registerAdminCommands(program: Command): void {
  const admin = program.command('admin').description('Administrator accounts');
  admin
    .command('create')
    .description('Create an administrator account (the first one is the protected initial admin)')
    .requiredOption('--login-id <id>', 'login ID (3-64 letters, digits, ".", "_" or "-")')
    .option('--email <address>', 'email address (treated as verified)')
    .option('--password-stdin', 'read the password from standard input')
    .action(async (opts: { loginId: string; email?: string; passwordStdin?: boolean }) => {
      if (!opts.passwordStdin) throw new Error('Pass the password on standard input with --password-stdin');
      const password = await readStdin();
      if (!password) throw new Error('No password on standard input');
      try {
        const created = await withAuthServices((auth) => auth.admin.create({ loginId: opts.loginId, email: opts.email, password }));
        process.stdout.write(formatCreated({ id: created.id, login_id: created.loginId, email: created.email, is_initial_admin: created.isInitialAdmin }));
      } catch (error) {
        if (error instanceof AppError) throw new Error(error.message);
        throw error;
      }
    });
}
