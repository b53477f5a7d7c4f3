/**
 * Builds the Koa application: security headers on every answer (HSTS included,
 * src/http/middleware/security-headers.ts), the client address (src/http/client-address.ts),
 * request ids and logs, answers that go out before the body was read
 * (src/http/middleware/unread-body.ts), the error middleware, cross-origin access
 * (src/http/middleware/cors.ts), the documentation pages, the web app, then every API operation through the operationId router
 * (/api/ requests go straight to the router: src/http/middleware/api-branch.ts).
 */
import Koa from 'koa';
import type { AppServices } from './services.js';
import { errorHandler } from './http/middleware/error-handler.js';
import { requestContext } from './http/middleware/request-context.js';
import { httpMetrics } from './http/middleware/http-metrics.js';
import { httpTracing } from './http/middleware/http-tracing.js';
import { answerBeforeUnreadBody } from './http/middleware/unread-body.js';
import { clientAddress } from './http/client-address.js';
import { securityHeaders } from './http/middleware/security-headers.js';
import { corsPolicy } from './http/middleware/cors.js';
import { compression } from './http/middleware/compression.js';
import { docsRoutes } from './http/docs.js';
import { webAppRoutes } from './http/web-app.js';
import { defaultWebBuildDir as ensureWebBuildDir, ensureWebBuild, hasWebBuild } from './http/web-assets.js';
import { createOperationRouter } from './http/router.js';
import { apiBranch } from './http/middleware/api-branch.js';
import { handlers as allHandlers } from './http/handlers/index.js';
import type { HandlerMap } from './http/handler-types.js';

export async function createApp(services: AppServices, handlers: HandlerMap = allHandlers): Promise<Koa> {
  const app = new Koa({ proxy: services.config.server.trustProxy });
  app.silent = true; // errors are logged by errorHandler, with the request id
  // Before everything: every answer, errors and early refusals included, carries them (HSTS too).
  app.use(securityHeaders(services.config.server));
  // Next: every later step reads the client address the configured proxies vouch for.
  app.use(clientAddress(services.config.server));
  app.use(requestContext(services.logger));
  app.use(httpTracing());
  app.use(httpMetrics(services.metrics));
  // Outside the error handler: it sees the final answer, error or not.
  app.use(answerBeforeUnreadBody());
  // Scripts, styles, pages and JSON (errors included) go out brotli- or gzip-compressed when accepted.
  app.use(compression());
  app.use(errorHandler(services.logger, services.database));
  // Cross-origin access: metadata open to all, the bearer-token endpoints to CORS_ALLOWED_ORIGINS;
  // then the documentation and the web app. /api/ requests skip these three (apiBranch).
  const pages = [corsPolicy(services.config.server), docsRoutes(services.config.server.publicUrl), webAppRoutes(await webBuildOrNull(services))];
  app.use(apiBranch(pages, await createOperationRouter(services, handlers)));
  return app;
}

/**
 * The web app's build, rebuilt when stale. A failed build never keeps the API from
 * starting: the previous build is served if there is one, else pages say the app is unavailable.
 */
async function webBuildOrNull(services: AppServices): Promise<string | null> {
  try {
    return await ensureWebBuild();
  } catch (error) {
    services.logger.error({ err: error }, 'the web app could not be built; serving the previous build if any');
    return hasWebBuild() ? ensureWebBuildDir() : null;
  }
}
