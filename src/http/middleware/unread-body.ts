/**
 * Every request gets its answer, even when the server answers before reading the whole body
 * (413 over BODY_LIMIT_BYTES, 401, 415, 404, ...). Closing a socket while the client is still
 * sending makes the kernel reset the connection, and a reset can destroy the answer in the
 * client's buffers before it is read: the client sees a dropped connection instead of a 413.
 *
 * So when the body is still arriving as the answer goes out: the answer says
 * `Connection: close`, the rest of the body is read and discarded, and the socket is closed
 * gracefully ("lingering close", as Apache and nginx do): our side half-closes right after the
 * answer, and the socket is destroyed once the client closes its side or after LINGER_MS.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';

/** How long a client that keeps sending after the answer may go on before the socket is destroyed. */
export const LINGER_MS = 5_000;

function lingerAfterAnswer(req: IncomingMessage): void {
  const socket = req.socket as Socket & { destroySoon?: () => void };
  // The parser keeps feeding the body to `req`; flowing with no listener discards it.
  req.resume();
  // Node's HTTP server calls destroySoon() once a `Connection: close` answer is written.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
    socket.resume();
  };
}

export function answerBeforeUnreadBody(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      // `complete`: the whole message (headers and body) has arrived; nothing is left on the wire.
      if (!ctx.req.complete && !ctx.res.headersSent) {
        ctx.set('Connection', 'close');
        lingerAfterAnswer(ctx.req);
      }
    }
  };
}
