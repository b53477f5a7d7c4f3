/**
 * Builds the Koa application: request ids and logs, the error middleware, security
 * headers, the documentation pages, the web app, then every API operation through the
 * operationId router.
 */
import Koa from 'koa';
import type { AppServices } from './services.js';
import { errorHandler } from './http/middleware/error-handler.js';
import { requestContext } from './http/middleware/request-context.js';
import { docsRoutes } from './http/docs.js';
import { webAppRoutes } from './http/web-app.js';
import { ensureWebBuild } from './http/web-assets.js';
import { createOperationRouter } from './http/router.js';
import { handlers as allHandlers } from './http/handlers/index.js';
import type { HandlerMap } from './http/handler-types.js';

export async function createApp(services: AppServices, handlers: HandlerMap = allHandlers): Promise<Koa> {
  const app = new Koa({ proxy: services.config.server.trustProxy });
  app.silent = true; // errors are logged by errorHandler, with the request id
  app.use(requestContext(services.logger));
  app.use(errorHandler(services.logger));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    await next();
  });
  app.use(docsRoutes());
  app.use(webAppRoutes(await ensureWebBuild()));
  app.use(await createOperationRouter(services, handlers));
  return app;
}
