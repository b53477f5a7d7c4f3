/** What the telemetry service stores and reads (implemented in src/persistence/repositories). */

export type Surface = 'mcp' | 'rest';

/** One hour of calls of one tool or operation, by one client, in one context. */
export interface CallAggregate {
  bucketStart: Date;
  surface: Surface;
  /** '' when the call had no context (public REST operations). */
  contextId: string;
  client: string;
  name: string;
  calls: number;
  errors: number;
  totalMs: number;
  maxMs: number;
  histogram: number[];
}

/** One hour of embedding-provider usage attributed to a tool, an operation or background work. */
export interface UsageAggregate {
  bucketStart: Date;
  contextId: string;
  /** 'mcp', 'rest', or 'background' (the embedding worker). */
  origin: Surface | 'background';
  name: string;
  provider: string;
  model: string;
  requests: number;
  tokens: number;
  /** Tokens counted by estimate (the provider reported none). */
  estimatedTokens: number;
}

export interface TelemetryFilter {
  since: Date | null;
  /** Only these contexts; null for every context (the machine's owner). */
  contextId: string | null;
}

export interface TelemetryRepository {
  addCalls(rows: CallAggregate[]): Promise<void>;
  addUsage(rows: UsageAggregate[]): Promise<void>;
  calls(filter: TelemetryFilter): Promise<CallAggregate[]>;
  usage(filter: TelemetryFilter): Promise<UsageAggregate[]>;
  deleteBefore(cutoff: Date): Promise<void>;
}
