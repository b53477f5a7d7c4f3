/**
 * Requests under /api/ go straight to the operation router, past the steps that answer other
 * paths: cross-origin access for the metadata and the listed endpoints (src/http/middleware/cors.ts),
 * the documentation (src/http/docs.ts) and the web app (src/http/web-app.ts). None of them
 * answers or changes an /api/ request (no app page, listed endpoint or document lives under it,
 * and the web app's "page not found" skips API paths), so skipping them changes no answer; it
 * saves their per-request work on every API call. Other paths run them all, in order.
 */
import type Koa from 'koa';
import compose from 'koa-compose';
import { APP_PAGES } from '../../web/routes.js';
import { CROSS_ORIGIN_ENDPOINTS } from './cors.js';

export const API_PREFIX = '/api/';

export function apiBranch(pages: Koa.Middleware[], router: Koa.Middleware): Koa.Middleware {
  const clash = [...APP_PAGES, ...Object.keys(CROSS_ORIGIN_ENDPOINTS)].find((p) => p.startsWith(API_PREFIX));
  if (clash) throw new Error(`${clash} is under ${API_PREFIX}, which goes straight to the operation router`);
  const pagesThenRouter = compose([...pages, router]);
  return (ctx, next) => (ctx.path.startsWith(API_PREFIX) ? router(ctx, next) : pagesThenRouter(ctx, next));
}
