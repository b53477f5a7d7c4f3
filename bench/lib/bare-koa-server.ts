/**
 * The framework ceiling: a bare Koa app whose one handler returns a small JSON object
 * shaped like a memory. Run as its own process by the benchmark (PORT from the env) and
 * loaded with the same autocannon settings as GET /api/v1/memory/{key}.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

const BODY = {
  id: '0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11',
  key: 'bench.note.1',
  value: 'Maya loves spicy ramen, especially on Friday.',
  scope: 'persistent',
  tags: ['food'],
  importance: 0.5,
};

const app = new Koa();
app.use(async (ctx) => {
  ctx.body = BODY;
});

const server = http.createServer(app.callback());
server.keepAliveTimeout = 5_000; // as the memory server (src/server.ts)
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`bare koa listening on http://127.0.0.1:${port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
