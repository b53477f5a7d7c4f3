/**
 * OpenTelemetry tracing of one server process: with an OTLP endpoint configured, a tracer
 * provider exporting spans in batches over OTLP/HTTP, registered globally with the W3C
 * trace-context propagator and an AsyncLocalStorage context manager. Without one, nothing is
 * loaded and the domain's spans (spans.ts) are not recorded at all.
 */
import type { TracingConfig } from '../../config/tracing.js';
import type { Logger } from '../../logger.js';
import { recordSpansWith } from '../../domain/core/tracing/spans.js';
import { markTracingExported, otelSpans } from './otel-spans.js';

export interface Tracing {
  /** Sends the spans still queued and stops. */
  shutdown(): Promise<void>;
}

export async function startTracing(config: TracingConfig, logger: Logger, version: string): Promise<Tracing | null> {
  if (!config.tracesUrl) return null;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { detectResources, envDetector, resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    // OTEL_RESOURCE_ATTRIBUTES (e.g. service.instance.id per node), then the service's own name and version.
    resource: detectResources({ detectors: [envDetector] }).merge(resourceFromAttributes({ 'service.name': config.serviceName, 'service.version': version })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracesUrl }))],
  });
  provider.register();
  recordSpansWith(otelSpans);
  markTracingExported();
  logger.info({ endpoint: config.tracesUrl.replace(/\/\/[^@/]*@/, '//…@') }, 'OpenTelemetry traces exported over OTLP/HTTP');
  return {
    shutdown: () => provider.shutdown().finally(() => markTracingExported(false)).catch((err: unknown) => logger.warn({ err: String(err) }, 'OpenTelemetry spans not all exported at shutdown')),
  };
}
