/**
 * Graceful shutdown of the HTTP server: stop accepting connections, let every request in
 * flight finish and answer (each answer then closes its connection, so no kept-alive
 * connection is cut between two requests), close idle connections as they become idle, and
 * say in the log what is being waited for and how it ended. Long-lived MCP event streams
 * (GET /mcp) are not waited for: they only carry notifications and are ended after the drain
 * (the log counts them, so an operator sees what the drain ends).
 *
 * A connection accepted just before the drain whose request has not been read yet is not
 * idle: its client has sent (or is sending) a request and waits for the answer. Node's
 * `server.close()` and `closeIdleConnections()` count it idle and cut it, which a balancer
 * that opened it cannot retry (the request may have landed), so the client's request died
 * with a closed socket. Such connections get `FIRST_REQUEST_WAIT_MS` to deliver their request,
 * which is then answered like any other in flight.
 */
import net from 'node:net';
import type http from 'node:http';
import type { Logger } from './logger.js';

/** How long, from its opening, a connection that has sent nothing yet is waited for during the drain. */
export const FIRST_REQUEST_WAIT_MS = 2_000;

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
  /** Open connections with the time they opened and whether a request is being answered on them. */
  const connections = new Map<net.Socket, { openedAt: number; served: boolean; busy: boolean }>();
  let draining = false;
  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { openedAt: Date.now(), served: false, busy: false });
    socket.once('close', () => connections.delete(socket));
  });
  // Before the app's own listener, which may answer at once.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) {
      connection.served = true;
      connection.busy = true;
      res.once('close', () => (connection.busy = false));
    }
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
      // Connections the kernel completed but the process has not accepted yet are reset when the
      // listener closes, their requests lost. Close it in the check phase right after a poll phase
      // (which accepts every connection waiting), so only one completed in between is reset.
      for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
      // Stop listening without http.Server#close, which would also cut connections whose first request is still unread.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      /** Closes kept-alive connections between requests; says whether a connection's first request is still awaited. */
      const closeIdle = () => {
        let awaited = false;
        for (const [socket, c] of connections) {
          if (c.busy) continue;
          if (c.served || Date.now() - c.openedAt >= FIRST_REQUEST_WAIT_MS) socket.destroy();
          else awaited = true;
        }
        return awaited;
      };
      if (running.size) {
        logger.info({ inFlight: running.size, requests: [...running.keys()].slice(0, 10).map((r) => `${r.method} ${(r.url ?? '').split('?')[0]}`), eventStreams: streams.size, graceMs }, 'shutdown: waiting for requests in flight');
      }
      let lastReport = started;
      while ((closeIdle() || running.size > 0) && Date.now() - started < graceMs) {
        if (Date.now() - lastReport >= 2_000) {
          lastReport = Date.now();
          logger.info({ inFlight: running.size, eventStreams: streams.size, waitedMs: lastReport - started }, 'shutdown: still waiting for requests in flight');
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (running.size) logger.warn({ inFlight: running.size, waitedMs: Date.now() - started }, 'shutdown: requests still running after SHUTDOWN_GRACE_MS; closing their connections');
      else logger.info({ waitedMs: Date.now() - started, eventStreams: streams.size }, 'shutdown: requests in flight finished');
      server.closeAllConnections();
      for (const socket of connections.keys()) socket.destroy(); // those that never sent a request
      await closed;
    },
  };
}
