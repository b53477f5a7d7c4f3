/**
 * Opens the store and builds the services in the CLI process, for when no server is running
 * (the admin socket does not answer). Logs go to standard error so standard output stays
 * clean for command output and the MCP stdio stream.
 */
import type { AppConfig } from '../config/index.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../persistence/db.js';
import { secretBoxOf } from '../domain/auth/crypto/master-secrets.js';
import { createServices, type AppServices } from '../services.js';

export interface LocalServices {
  services: AppServices;
  close(): Promise<void>;
}

export async function openLocalServices(config: AppConfig, options: { startBackgroundWork?: boolean; logLevel?: string } = {}): Promise<LocalServices> {
  const logger = createLogger(options.logLevel ?? 'warn', 2);
  const db = await openDatabase(config.storage, { secretBox: secretBoxOf(config) });
  const services = createServices(config, db, logger);
  if (options.startBackgroundWork) await services.start();
  let closing: Promise<void> | undefined;
  return {
    services,
    close() {
      closing ??= (async () => {
        if (options.startBackgroundWork) await services.stop().catch(() => undefined);
        // A change published to other nodes (a revoked key) still has to leave.
        else await services.shared.stop().catch(() => undefined);
        await db.close();
      })();
      return closing;
    },
  };
}
