import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type Koa from 'koa';
import { tracer, tracingExports } from '../../adapters/observability/otel-spans.js';

/**
 * One server span per request (when tracing is on, src/adapters/observability/), continuing the
 * client's W3C `traceparent`. Named by method and operationId once routed; the path is left
 * out, since it can hold memory keys and user ids. Errors (5xx) mark the span failed. Without
 * an exporter (no OTLP endpoint) the request goes straight on: no context, no span.
 */
export function httpTracing(): Koa.Middleware {
  return async (ctx, next) => {
    if (!tracingExports()) return next();
    const parent = propagation.extract(context.active(), ctx.headers);
    const span = tracer.startSpan(ctx.method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': ctx.method } }, parent);
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      const operation = ctx.state.operationId;
      if (typeof operation === 'string') {
        span.updateName(`${ctx.method} ${operation}`);
        span.setAttribute('memplat.operation_id', operation);
      }
      span.setAttribute('http.response.status_code', ctx.status);
      if (ctx.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };
}
