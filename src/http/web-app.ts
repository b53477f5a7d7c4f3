/**
 * Serves the web app: its HTML shell at every page path (and at `/` for browsers, which
 * ask for text/html; API clients keep the JSON of getApiRoot) and the built assets
 * under /app/. Scripts and styles come from this origin only, under a CSP without
 * inline script or style.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import { isAppPage } from '../web/routes.js';
import { listBuildFiles } from './web-assets.js';

export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Memory Platform</title>
<link rel="icon" href="/app/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/app/app.css">
<script type="module" src="/app/app.js"></script>
</head>
<body>
<div id="app"><p class="spinner" role="status" aria-busy="true"><span aria-hidden="true" class="spinner-dot"></span>Loading the app…</p></div>
<noscript><p>The Memory Platform web app needs JavaScript. The API reference is at <a href="/docs">/docs</a>.</p></noscript>
</body>
</html>
`;

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function wantsHtml(ctx: Koa.Context): boolean {
  // Browsers list text/html first; `*/*` alone (curl, SDKs) prefers the JSON listed first here.
  return ctx.accepts('application/json', 'text/html') === 'text/html';
}

const UNAVAILABLE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Memory Platform</title></head>
<body><h1>The web app is unavailable</h1><p>It could not be built on this server; the server log says why.
The API and its reference at <a href="/docs">/docs</a> work.</p></body></html>
`;

export function webAppRoutes(buildDir: string | null): Koa.Middleware {
  // The whole build is read once, here (a few hundred KiB with its maps): a server keeps serving
  // the build it started with, entry script and chunks together, even when another server
  // starting from the same checkout rebuilds the folder under it (rm, then rename) after a change.
  const files = new Map<string, Buffer>();
  for (const [rel, file] of buildDir ? listBuildFiles(buildDir) : []) files.set(rel, readFileSync(file));
  const shell = buildDir ? SHELL : UNAVAILABLE;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const p = ctx.path;
    if (p === '/') ctx.vary('Accept');
    if (isAppPage(p) || (p === '/' && wantsHtml(ctx))) {
      sendShell(ctx, buildDir ? 200 : 503, shell);
      return;
    }
    if (p.startsWith('/app/')) {
      const rel = p.slice('/app/'.length);
      if (!files.has(rel)) return next();
      ctx.type = TYPES[path.extname(rel)] ?? 'application/octet-stream';
      // Chunks carry a content hash in their name; entry files keep theirs and are revalidated.
      ctx.set('Cache-Control', rel.startsWith('chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      ctx.body = files.get(rel);
      return;
    }
    // A person who mistypes an address sees the app's "page not found", not an API error body.
    const showNotFound = wantsHtml(ctx) && !API_PREFIXES.some((prefix) => p.startsWith(prefix));
    try {
      await next();
    } catch (error) {
      if (showNotFound && (error as { status?: number }).status === 404) return sendShell(ctx, 404, shell);
      throw error;
    }
    if (showNotFound && ctx.status === 404) sendShell(ctx, 404, shell);
  };
}

const API_PREFIXES = ['/api/', '/oauth/', '/mcp', '/.well-known/', '/app/', '/docs', '/redoc', '/openapi.json'];

function sendShell(ctx: Koa.Context, status: number, html: string): void {
  ctx.status = status;
  ctx.set('Content-Security-Policy', APP_CSP);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = html;
}
