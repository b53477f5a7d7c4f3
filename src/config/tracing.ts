/**
 * OpenTelemetry traces, sent over OTLP/HTTP when an endpoint is set (the standard OTEL_*
 * variables, so a collector's usual settings apply unchanged).
 */
import { ConfigError, readOptional, readString, type Env, type SettingDoc } from './env.js';

export const tracingSettings: SettingDoc[] = [
  {
    env: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: '(unset)',
    description:
      'OTLP/HTTP endpoint of an OpenTelemetry collector (e.g. http://127.0.0.1:4318); traces go to its /v1/traces. Unset (and OTEL_EXPORTER_OTLP_TRACES_ENDPOINT unset), no trace is recorded. Spans: each HTTP request (named by operationId, with its status; no path, so memory keys stay out), MCP tool calls, recall and embedding-provider calls, continuing a W3C traceparent the client sent.',
  },
  { env: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', default: '(unset)', description: 'Full OTLP/HTTP traces URL, used as is instead of OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces.' },
  { env: 'OTEL_EXPORTER_OTLP_HEADERS', default: '(unset)', description: 'Headers sent with every export, as key=value pairs separated by commas (e.g. an authorization for a hosted collector; never logged).' },
  { env: 'OTEL_SERVICE_NAME', default: 'memplat', description: 'service.name of the traces (tell nodes apart with OTEL_RESOURCE_ATTRIBUTES=service.instance.id=node1).' },
];

export interface TracingConfig {
  /** Where spans are sent (the full /v1/traces URL); undefined: tracing off. */
  tracesUrl?: string;
  serviceName: string;
}

export function loadTracingConfig(env: Env): TracingConfig {
  const traces = readOptional(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  const base = readOptional(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  const tracesUrl = traces ?? (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (tracesUrl && !/^https?:\/\/[^/]/.test(tracesUrl)) throw new ConfigError('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL such as http://127.0.0.1:4318');
  return { tracesUrl, serviceName: readString(env, 'OTEL_SERVICE_NAME', 'memplat') };
}
