/**
 * Test helper: an HTTP server on 127.0.0.1 that stands in for a third-party API, recording
 * every request so tests can check what the platform sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  /** The request body as text (empty for none). */
  body: string;
}

export type StandInHandler = (req: RecordedRequest, res: http.ServerResponse) => void;

export interface StandIn {
  /** Base address, e.g. http://127.0.0.1:43210 */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startStandIn(handler: StandInHandler): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', url: new URL(req.url ?? '/', 'http://stand-in'), headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export function sendJson(res: http.ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
