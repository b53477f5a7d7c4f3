/**
 * Interactive documentation served from installed packages (no CDN), so /docs and
 * /redoc work offline, plus the description at /openapi.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type Koa from 'koa';
import { bundledSpecText, servedSpecText } from './contract.js';
import { publicOrigin } from './handlers/oauth/discovery.js';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const redocBundle = path.join(path.dirname(require.resolve('redoc/package.json')), 'bundles/redoc.standalone.js');

const SWAGGER_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const swaggerPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Memory Platform API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"><link rel="icon" href="/docs/assets/favicon-32x32.png"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/docs/init.js"></script></body></html>`;

const swaggerInit = `window.ui = SwaggerUIBundle({ url: '/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });`;

const redocPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Memory Platform API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><redoc spec-url="/openapi.json"></redoc><script src="/redoc/redoc.standalone.js"></script></body></html>`;

// Pages load scripts from this origin only.
const PAGE_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; worker-src 'self' blob:; script-src 'self'";

/**
 * `/openapi.json` names PUBLIC_URL as the server (what clients are generated from); Swagger UI
 * loads the bundled file with its relative server from `/docs/openapi.json`, so "Try it out" calls
 * the address the page was opened at even when that is not PUBLIC_URL (a loopback name, a LAN address).
 */
export function docsRoutes(publicUrl: string): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const p = ctx.path;
    if (p === '/openapi.json') {
      ctx.type = 'application/json';
      ctx.body = servedSpecText(publicOrigin(publicUrl, ctx));
      return;
    }
    if (p === '/docs/openapi.json') {
      ctx.type = 'application/json';
      ctx.body = bundledSpecText();
      return;
    }
    if (p === '/docs' || p === '/docs/') {
      ctx.set('Content-Security-Policy', PAGE_CSP);
      ctx.type = 'text/html';
      ctx.body = swaggerPage;
      return;
    }
    if (p === '/docs/init.js') {
      ctx.type = 'application/javascript';
      ctx.body = swaggerInit;
      return;
    }
    if (p.startsWith('/docs/assets/')) {
      const name = p.slice('/docs/assets/'.length);
      const type = SWAGGER_ASSETS[name];
      if (!type) return next();
      ctx.type = type;
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = fs.createReadStream(path.join(swaggerDir, name));
      return;
    }
    if (p === '/redoc' || p === '/redoc/') {
      ctx.set('Content-Security-Policy', PAGE_CSP);
      ctx.type = 'text/html';
      ctx.body = redocPage;
      return;
    }
    if (p === '/redoc/redoc.standalone.js') {
      ctx.type = 'application/javascript';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = fs.createReadStream(redocBundle);
      return;
    }
    return next();
  };
}
