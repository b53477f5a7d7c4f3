/**
 * Spans of the work worth following in a trace. The domain names the work and its attributes
 * (names and counts, never memory contents, keys or queries); a span recorder records them:
 * OpenTelemetry's (src/adapters/observability/) once tracing is started, none before, when the
 * work simply runs.
 */

/** A span's attributes; an undefined value is left out. */
export type SpanAttributes = Record<string, string | number | boolean | undefined>;

/** Records spans: runs `work` in a child span of the current one, marking the span failed when it throws. */
export interface SpanRecorder {
  inSpan<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
}

const untraced: SpanRecorder = { inSpan: (_name, _attributes, work) => work() };

let recorder: SpanRecorder = untraced;

/** Sets the process's span recorder (tracing start-up); without one, work runs untraced. */
export function recordSpansWith(next: SpanRecorder | undefined): void {
  recorder = next ?? untraced;
}

/** Runs `work` in a child span of the current one; a thrown error marks the span failed. */
export function inSpan<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  return recorder.inSpan(name, attributes, work);
}
