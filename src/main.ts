import { loadConfig } from './config/index.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';
import { startTracing } from './adapters/observability/tracing.js';
import { SERVER_INFO } from './mcp/server.js';

/** `memplat serve`: run the service until SIGTERM/SIGINT. */
export async function serve(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.server.logLevel);
  const tracing = await startTracing(config.tracing, logger, SERVER_INFO.version);
  const running = await startServer(config, logger);
  process.stdout.write(`Memory platform listening on ${running.url} (docs: ${running.url}/docs)\n`);
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.close().then(() => tracing?.shutdown()).then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
