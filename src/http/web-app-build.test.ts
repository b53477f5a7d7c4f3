/**
 * The web app's files as a running server holds them: read once at start, so a rebuild of the
 * same folder by another server (rm, then rename into place) cannot leave this one naming chunks
 * it no longer has.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { webAppRoutes } from './web-app.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function writeBuild(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

/** A Koa context for a GET of `url`, never sent: the test reads what the middleware put in it. */
function get(routes: Koa.Middleware, url: string): Promise<Koa.Context> {
  const req = new http.IncomingMessage(new net.Socket());
  req.method = 'GET';
  req.url = url;
  const ctx = new Koa().createContext(req, new http.ServerResponse(req));
  return Promise.resolve(routes(ctx, async () => undefined)).then(() => ctx);
}

describe('the web app build a server serves', () => {
  it('keeps serving the files it started with after the folder is rebuilt with other chunks', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-web-build-'));
    dirs.push(dir);
    writeBuild(dir, { 'app.js': 'import "./chunks/page-AAAA.js";', 'chunks/page-AAAA.js': 'export const page = 1;', 'build-stamp.json': '{}' });
    const routes = webAppRoutes(dir);

    // Another server rebuilds after a source change: the old chunk is gone, a new one named.
    fs.rmSync(dir, { recursive: true, force: true });
    writeBuild(dir, { 'app.js': 'import "./chunks/page-BBBB.js";', 'chunks/page-BBBB.js': 'export const page = 2;', 'build-stamp.json': '{}' });

    const entry = await get(routes, '/app/app.js');
    expect(String(entry.body)).toBe('import "./chunks/page-AAAA.js";');
    const chunk = await get(routes, '/app/chunks/page-AAAA.js');
    expect(chunk.status).toBe(200);
    expect(String(chunk.body)).toBe('export const page = 1;');
    expect(chunk.response.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    // A file of the new build this server never listed is not its to serve.
    expect((await get(routes, '/app/chunks/page-BBBB.js')).body).toBeUndefined();
    expect((await get(routes, '/app/build-stamp.json')).body).toBeUndefined();
  });
});
