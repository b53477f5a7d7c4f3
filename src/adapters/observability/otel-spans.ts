/**
 * The domain's spans (src/domain/core/tracing/spans.ts) and the request spans of the HTTP
 * pipeline, through the OpenTelemetry API: exported once tracing.ts registered a provider.
 */
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { SpanRecorder } from '../../domain/core/tracing/spans.js';

export const tracer = trace.getTracer('memplat', '4.0.0');

let exporting = false;

/** Whether a span exporter is registered (tracing.ts): without one, request spans are skipped. */
export const tracingExports = (): boolean => exporting;

/** Told by tracing.ts once its provider is registered. */
export function markTracingExported(on = true): void {
  exporting = on;
}

/** The domain's spans as OpenTelemetry spans, children of the active one. */
export const otelSpans: SpanRecorder = {
  inSpan(name, attributes, work) {
    return tracer.startActiveSpan(name, { attributes }, async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    });
  },
};
