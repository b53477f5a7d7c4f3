import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { watchHttpRequests } from './http-drain.js';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  return { logger: createLogger('info', stream), lines };
}

/** A request on a kept-alive agent: resolves with status, Connection header and body. */
function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    }).on('error', reject);
  });
}

describe('graceful HTTP drain', () => {
  it('lets a request in flight answer, closes kept-alive connections after their answer, refuses new ones and says what it waited for', async () => {
    const { logger, lines } = capture();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const server = http.createServer(async (req, res) => {
      if (req.url === '/mcp') {
        // An MCP event stream: open until the server closes it.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(': open\n\n');
        return;
      }
      if (req.url === '/slow') await released;
      res.end(`done ${req.url}`);
    });
    server.keepAliveTimeout = 65_000;
    const drain = watchHttpRequests(server, logger);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(port, '/warm', agent)).status).toBe(200); // leaves a kept-alive connection
      const stream = new Promise<void>((resolve) => {
        http.get({ host: '127.0.0.1', port, path: '/mcp', agent: new http.Agent() }, (res) => {
          res.on('data', () => undefined);
          res.on('close', resolve);
        }).on('error', () => resolve());
      });
      const slow = get(port, '/slow', agent); // on that connection
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(drain.inFlight).toBe(1);

      const drained = drain.drain(10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // New connections are refused while the request in flight goes on.
      await expect(get(port, '/new', new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
      release();
      const answer = await slow;
      expect(answer).toEqual({ status: 200, connection: 'close', body: 'done /slow' });
      await drained;
      expect(lines.map((l) => l.msg)).toEqual(['shutdown: waiting for requests in flight', 'shutdown: requests in flight finished']);
      // The event stream is counted, not waited for; the drain ends it.
      expect(lines[0]).toMatchObject({ inFlight: 1, requests: ['GET /slow'], eventStreams: 1 });
      await stream;
    } finally {
      agent.destroy();
      server.closeAllConnections();
    }
  });

  it('answers a request sent on a connection opened before the drain, whose request it had not read yet', async () => {
    const { logger } = capture();
    const server = http.createServer((req, res) => res.end(`done ${req.url}`));
    const drain = watchHttpRequests(server, logger);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const accepted = new Promise((resolve) => server.once('connection', resolve));
    // As a balancer does: a connection opened for one request, the request written a moment later.
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    try {
      await accepted;
      const drained = drain.drain(10_000);
      socket.write('GET /late HTTP/1.1\r\nHost: x\r\n\r\n');
      await drained;
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(answer).toMatch(/done \/late$/);
    } finally {
      socket.destroy();
      server.closeAllConnections();
    }
  });
});
