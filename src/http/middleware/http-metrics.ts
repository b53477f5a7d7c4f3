import type Koa from 'koa';
import type { ServiceMetrics } from '../../domain/core/metrics/service-metrics.js';

/**
 * Counts every answered request in the Prometheus metrics by operationId (set by the
 * pipeline once routed; "none" for the documentation, the web app and unknown paths),
 * method and final status, with its duration. Outside the error handler, so errors are
 * counted with the status they were answered with.
 */
export function httpMetrics(metrics: ServiceMetrics): Koa.Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const operation = typeof ctx.state.operationId === 'string' ? ctx.state.operationId : 'none';
      metrics.recordHttp(operation, ctx.method, ctx.status, seconds);
    }
  };
}
