/**
 * Spans of the work worth following in a trace, through the OpenTelemetry API: a no-op
 * until tracing.ts registered a provider. Attributes carry names and counts, never memory
 * contents, keys or queries.
 */
import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

export const tracer = trace.getTracer('memplat', '4.0.0');

let exporting = false;

/** Whether a span exporter is registered (tracing.ts): without one, request spans are skipped. */
export const tracingExports = (): boolean => exporting;

/** Told by tracing.ts once its provider is registered. */
export function markTracingExported(on = true): void {
  exporting = on;
}

/** Runs `work` in a child span of the current one; a thrown error marks the span failed. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
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
}
