/**
 * Runs the HTTP service: open the store, build services and the app, listen, and on
 * SIGTERM/SIGINT drain in-flight requests before closing the store.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, type AppConfig } from './config/index.js';
import { createLogger, type Logger } from './logger.js';
import { openDatabase, type Database } from './persistence/db.js';
import { createServices, type AppServices } from './services.js';
import { createApp } from './app.js';

export interface RunningServer {
  url: string;
  server: http.Server;
  services: AppServices;
  close(): Promise<void>;
}

export async function startServer(config: AppConfig = loadConfig(), logger: Logger = createLogger(config.server.logLevel)): Promise<RunningServer> {
  const db: Database = await openDatabase(config.storage);
  const services = createServices(config, db, logger);
  let server: http.Server | undefined;
  try {
    await services.start();
    const app = await createApp(services);
    server = http.createServer(app.callback());
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.server.port, config.server.host, () => resolve());
    });
  } catch (error) {
    await services.stop().catch(() => undefined);
    await db.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Stop accepting, let in-flight requests finish (bounded), then close the store.
      const drained = new Promise<void>((resolve) => server!.close(() => resolve()));
      server!.closeIdleConnections();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, config.server.shutdownGraceMs).unref());
      await Promise.race([drained, grace]);
      server!.closeAllConnections();
      await services.stop();
      await db.close();
    })();
    return closing;
  };
  logger.info({ url, store: db.kind, vector: db.hasVector }, 'listening');
  return { url, server, services, close };
}
