/**
 * Several admin commands in a row against one store, for commands that page through it
 * (`memplat export`, `memplat import`): through the live server's admin socket when one
 * answers, else on the store opened once in this process. While it holds the embedded store
 * it also serves the admin channel (as `memplat mcp` does), so a server started meanwhile
 * refuses to open the same store and other `memplat` commands go through this process.
 */
import type { AppConfig } from '../config/index.js';
import { AppError, ValidationError } from '../domain/errors/app-error.js';
import { probeAdminSocket, sendAdminRequest } from '../control-socket/client.js';
import type { AdminArgs } from '../control-socket/registry.js';
import type { AdminChannel } from '../control-socket/channel.js';
import { AdminCommandError, loadLocalCommands } from '../control-socket/run-command.js';
import { storeLocation } from './store-location.js';

export interface AdminSession {
  /** Where the commands run. */
  via: 'server' | 'store';
  run<T>(command: string, args?: AdminArgs): Promise<T>;
  close(): Promise<void>;
}

function asCommandError(error: unknown): never {
  if (error instanceof ValidationError) {
    throw new AdminCommandError(error.code, `${error.message}: ${error.issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; ')}`);
  }
  if (error instanceof AppError) throw new AdminCommandError(error.code, error.message, error.details);
  throw error;
}

export async function openAdminSession(config: AppConfig): Promise<AdminSession> {
  const dataDir = config.storage.dataDir;
  if (await probeAdminSocket(dataDir)) {
    return {
      via: 'server',
      async run<T>(command: string, args: AdminArgs = {}) {
        const response = await sendAdminRequest(dataDir, { command, args });
        if (!response) throw new Error(`The server serving ${dataDir} stopped answering on its admin socket`);
        if (!response.ok) throw new AdminCommandError(response.error.code, response.error.message, response.error.details);
        return response.result as T;
      },
      close: async () => undefined,
    };
  }
  // Only here, with no server answering, does this process load the store and the services.
  const [{ adminCommand, openLocalServices }, { startAdminChannel }] = await Promise.all([
    loadLocalCommands(), import('../control-socket/channel.js'),
  ]);
  const local = await openLocalServices(config);
  let channel: AdminChannel | null = null;
  try {
    channel = await startAdminChannel(local.services, dataDir);
  } catch (error) {
    await local.close();
    throw error;
  }
  return {
    via: 'store',
    async run<T>(command: string, args: AdminArgs = {}) {
      const handler = adminCommand(command);
      if (!handler) throw new AdminCommandError('REQUEST-005', `Unknown admin command "${command}"`);
      try {
        // Round-trip through JSON so a result looks the same whichever way the command ran.
        return JSON.parse(JSON.stringify((await handler(local.services, args)) ?? null)) as T;
      } catch (error) {
        return asCommandError(error);
      }
    },
    async close() {
      await channel?.close();
      await local.close();
    },
  };
}

/** The line that names the store a command used, for standard error. */
export function storeLine(config: AppConfig, via: AdminSession['via']): string {
  const how = via === 'server' ? 'through the server running on it' : 'opened by this command';
  return `memplat: store: ${storeLocation(config).where} (${how})\n`;
}
