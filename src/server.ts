/**
 * Runs the HTTP service: open the store, build services and the app, listen, and on
 * SIGTERM/SIGINT drain in-flight requests before closing the store.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, type AppConfig } from './config/index.js';
import { createLogger, type Logger } from './logger.js';
import { openDatabase, type Database } from './persistence/db.js';
import { secretBoxOf } from './domain/auth/crypto/master-secrets.js';
import { createServices, type AppServices } from './services.js';
import { createApp } from './app.js';
import { AdminChannelBusyError, assertDataDirFree, startAdminChannel, type AdminChannel } from './control-socket/channel.js';
import { withinMs } from './shutdown-deadline.js';
import { watchHttpRequests, type HttpDrain } from './http-drain.js';

/** Longer than any client's or balancer's idle time for a kept-alive connection (see above). */
const KEEP_ALIVE_MS = 65_000;

export interface RunningServer {
  url: string;
  server: http.Server;
  services: AppServices;
  close(): Promise<void>;
}

export async function startServer(config: AppConfig = loadConfig(), logger: Logger = createLogger(config.server.logLevel)): Promise<RunningServer> {
  // The embedded store admits one process: refuse to open a data directory another
  // memplat process is serving (its admin socket answers) before touching the store.
  if (!config.storage.databaseUrl) await assertDataDirFree(config.storage.dataDir);
  const db: Database = await openDatabase(config.storage, { logger, secretBox: secretBoxOf(config) });
  const services = createServices(config, db, logger);
  let server: http.Server | undefined;
  let requests: HttpDrain | undefined;
  let channel: AdminChannel | undefined;
  try {
    await services.start();
    // CLI commands (keys, admin, mail) and `memplat mcp` reach this process's store here.
    channel = await startAdminChannel(services, config.storage.dataDir).catch((error: unknown) => {
      // On PostgreSQL the CLI can open the store itself; another server owning the socket is fine.
      if (error instanceof AdminChannelBusyError && config.storage.databaseUrl) {
        logger.warn({ dataDir: config.storage.dataDir }, 'admin socket in use by another process; CLI commands will use the database directly');
        return undefined;
      }
      throw error;
    });
    const app = await createApp(services);
    server = http.createServer(app.callback());
    // An idle kept-alive connection is closed by the client (HAProxy purges idle server
    // connections within seconds, fetch clients within 4 s), never first by the node: a node
    // closing one as the client sends a request on it (or when its timers fire together after
    // a pause) drops that request with a closed socket.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // The headers timer must outlast the keep-alive one, or a connection kept open for the client
    // can be cut while the client's next request on it is arriving (the common keep-alive reset).
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    requests = watchHttpRequests(server, logger);
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.server.port, config.server.host, () => resolve());
    });
  } catch (error) {
    await channel?.close().catch(() => undefined);
    await services.stop().catch(() => undefined);
    await db.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  // PORT=0 picks a port at listen time: links and metadata must name the real one.
  if (config.server.port === 0 && /:0$/.test(config.server.publicUrl)) config.server.publicUrl = url;
  if (config.server.port === 0) config.server.port = address.port; // the fetcher's own-address rule reads it
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Stop accepting and let requests in flight (MCP tool calls included) finish and answer,
      // bounded; then end the MCP sessions' streams, stop the modules and close the store.
      await channel?.close();
      await requests!.drain(config.server.shutdownGraceMs);
      await services.mcpSessions.closeAll();
      logger.info('shutdown: stopping background work and shared-state connections');
      await services.stop();
      if ((await withinMs(db.close(), config.server.shutdownGraceMs)) === 'late') {
        logger.error({ waitedMs: config.server.shutdownGraceMs }, 'the store did not close in time; exiting without it');
      }
      logger.info('shutdown complete');
    })();
    return closing;
  };
  logger.info({ url, store: db.kind, vector: db.hasVector }, 'listening');
  return { url, server, services, close };
}
