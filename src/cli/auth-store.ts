/**
 * Opens the store and the sign-in services for a one-off CLI command, then closes them.
 * Used while no server holds the store; a running server's local admin channel is
 * preferred when there is one (see admin.ts / mail.ts).
 */
import { loadConfig } from '../config/index.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../persistence/db.js';
import { createCoreServices } from '../domain/core/module.js';
import { createAuthModule, type AuthModule } from '../domain/auth/module.js';

export async function withAuthServices<T>(fn: (auth: AuthModule) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = createLogger('silent');
  const db = await openDatabase(config.storage);
  const auth = createAuthModule(createCoreServices(config, db, logger));
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
