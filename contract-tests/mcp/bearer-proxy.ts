/**
 * A loopback HTTP proxy that adds `Authorization: Bearer <key>` to every request and forwards
 * everything else unchanged (method, path, Host, Origin, body; streamed both ways, so SSE
 * works). The MCP conformance suite cannot send a bearer key; /mcp requires one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BearerProxy {
  url: string;
  close(): Promise<void>;
}

export async function startBearerProxy(target: string, key: string): Promise<BearerProxy> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, authorization: `Bearer ${key}` }, // Host kept as the client sent it
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
