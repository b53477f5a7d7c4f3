/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
    start: Date;
    finish: Date;
    statusCodeStats?: Record<string, { count: number }>;
  }
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    requests?: Array<Record<string, unknown>>;
    warmup?: { connections?: number; duration?: number };
  }
  /** Thenable event emitter: 'response' gives (client, statusCode, bytes, responseTimeMs). */
  interface Tracker extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
  }
  function autocannon(options: Options): Tracker;
  export default autocannon;
}
