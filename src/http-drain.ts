/**
 * Graceful shutdown of the HTTP server: stop accepting connections, let every request in
 * flight finish and answer (each answer then closes its connection, so no kept-alive
 * connection is cut between two requests), close idle connections as they become idle, and
 * say in the log what is being waited for and how it ended. Long-lived MCP event streams
 * (GET /mcp) are not waited for: they only carry notifications and are ended after the drain
 * (the log counts them, so an operator sees what the drain ends).
 */
import type http from 'node:http';
import type { Logger } from './logger.js';

export interface HttpDrain {
  /** Requests being answered now (MCP event streams apart). */
  readonly inFlight: number;
  /** Stops accepting and waits until no request is in flight, `graceMs` at most; then closes every connection left. */
  drain(graceMs: number): Promise<void>;
}

const isEventStream = (req: http.IncomingMessage) => req.method === 'GET' && (req.url ?? '').split('?')[0] === '/mcp';

export function watchHttpRequests(server: http.Server, logger: Logger): HttpDrain {
  const running = new Map<http.IncomingMessage, http.ServerResponse>();
  const streams = new Set<http.ServerResponse>();
  let draining = false;
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    // Once draining, every answer closes its connection after it is sent.
    if (draining) res.shouldKeepAlive = false;
    if (isEventStream(req)) {
      streams.add(res);
      res.once('close', () => streams.delete(res));
      return;
    }
    running.set(req, res);
    res.once('close', () => running.delete(req));
  });
  return {
    get inFlight() {
      return running.size;
    },
    async drain(graceMs) {
      draining = true;
      // Answers not yet begun close their connection too.
      for (const res of running.values()) if (!res.headersSent) res.shouldKeepAlive = false;
      const started = Date.now();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if (running.size) {
        logger.info({ inFlight: running.size, requests: [...running.keys()].slice(0, 10).map((r) => `${r.method} ${(r.url ?? '').split('?')[0]}`), eventStreams: streams.size, graceMs }, 'shutdown: waiting for requests in flight');
      }
      let lastReport = started;
      while (running.size > 0 && Date.now() - started < graceMs) {
        server.closeIdleConnections();
        if (Date.now() - lastReport >= 2_000) {
          lastReport = Date.now();
          logger.info({ inFlight: running.size, eventStreams: streams.size, waitedMs: lastReport - started }, 'shutdown: still waiting for requests in flight');
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (running.size) logger.warn({ inFlight: running.size, waitedMs: Date.now() - started }, 'shutdown: requests still running after SHUTDOWN_GRACE_MS; closing their connections');
      else logger.info({ waitedMs: Date.now() - started, eventStreams: streams.size }, 'shutdown: requests in flight finished');
      server.closeIdleConnections();
      server.closeAllConnections();
      await closed;
    },
  };
}
