/**
 * Runs an admin command the way the CLI does: through the live server's admin socket when
 * one answers, else in this process against the store opened directly. The store, the
 * services and the commands load only in the second case, so a command a running server
 * answers costs its process little more than the socket round trip.
 */
import { loadConfig, type AppConfig } from '../config/index.js';
import { AppError, ValidationError } from '../domain/errors/app-error.js';
import { sendAdminRequest } from './client.js';
import type { AdminArgs } from './registry.js';

/** What running a command on the store opened here needs: every command, the store and the services. */
export async function loadLocalCommands() {
  const [{ adminCommand }, { openLocalServices }] = await Promise.all([
    import('./registry.js'), import('./local-services.js'), import('./commands/index.js'),
  ]);
  return { adminCommand, openLocalServices };
}

export class AdminCommandError extends Error {
  constructor(readonly code: string, message: string, readonly details?: Record<string, unknown>) {
    super(message);
    this.name = 'AdminCommandError';
  }
}

export interface AdminRun<T> {
  result: T;
  /** Where the command ran. */
  via: 'server' | 'store';
}

export async function runAdminCommand<T = unknown>(command: string, args: AdminArgs = {}, config: AppConfig = loadConfig()): Promise<AdminRun<T>> {
  const response = await sendAdminRequest(config.storage.dataDir, { command, args });
  if (response) {
    if (!response.ok) throw new AdminCommandError(response.error.code, response.error.message, response.error.details);
    return { result: response.result as T, via: 'server' };
  }
  const { adminCommand, openLocalServices } = await loadLocalCommands();
  const handler = adminCommand(command);
  if (!handler) throw new AdminCommandError('REQUEST-005', `Unknown admin command "${command}"`);
  const local = await openLocalServices(config);
  try {
    // Round-trip through JSON so a result looks the same whichever way the command ran.
    return { result: JSON.parse(JSON.stringify(await handler(local.services, args) ?? null)) as T, via: 'store' };
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new AdminCommandError(error.code, `${error.message}: ${error.issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; ')}`);
    }
    if (error instanceof AppError) throw new AdminCommandError(error.code, error.message, error.details);
    throw error;
  } finally {
    await local.close();
  }
}
