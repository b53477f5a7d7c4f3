/**
 * Health (health-check.ts), metrics and the API root.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MemoryService } from '../memory-service.js';
import { HealthCheck, type HealthProbe, type HealthReport } from './health-check.js';
import type { StoreProbe } from '../../core/ports/index.js';

export type { HealthProbe, HealthReport } from './health-check.js';

export const API_VERSION = 'v1';
export const INTERFACE_VERSION = '0.117.0';

function packageVersion(): string {
  try {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export const SERVICE_VERSION = packageVersion();

export interface Metrics {
  memories_count: number;
  graph_nodes: number;
  graph_edges: number;
  storage_size_mb: number;
  embedding_backlog: number;
}

/** MiB to four decimals, so a small context (a few hundred bytes) does not read as empty. */
const mebibytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10_000) / 10_000;

export class SystemService {
  private readonly healthCheck: HealthCheck;

  constructor(private readonly probe: StoreProbe, private readonly memory: MemoryService) {
    this.healthCheck = new HealthCheck(probe, memory, SERVICE_VERSION);
  }

  /** Every dependency with what serves it and its status (see health-check.ts). */
  health(): Promise<HealthReport> {
    return this.healthCheck.run();
  }

  /** Adds a dependency to the health report (Redis when REDIS_URL is set). */
  addHealthProbe(probe: HealthProbe): void {
    this.healthCheck.addProbe(probe);
  }

  /**
   * Counts of the whole service (no context: for operators only, the caller checks) or of one
   * context (its memory rows' size standing in for the database size).
   */
  async metrics(contextId?: string): Promise<Metrics> {
    const [memories, graph, bytes, backlog] = await Promise.all([
      this.probe.memoryCount(contextId),
      this.memory.stores.graph.counts(contextId),
      contextId === undefined ? this.probe.storageBytes() : this.probe.contextBytes(contextId),
      this.memory.stores.embeddings.backlog(contextId),
    ]);
    return {
      memories_count: memories,
      graph_nodes: graph.nodes,
      graph_edges: graph.edges,
      storage_size_mb: mebibytes(bytes),
      embedding_backlog: backlog,
    };
  }

  apiRoot() {
    return {
      name: 'Memory Platform',
      version: SERVICE_VERSION,
      api_version: API_VERSION,
      interface_version: INTERFACE_VERSION,
      docs_url: '/docs',
      redoc_url: '/redoc',
      openapi_url: '/openapi.json',
    };
  }
}
