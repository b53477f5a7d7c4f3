/**
 * GET /api/v1/health: every dependency the service uses, what serves it (`kind`) and how it
 * is doing. Only the database is required (its failure answers 503); the others degrade the
 * service: without the embedding model or the vector index recall ranks lexically or scans
 * more slowly, without Redis each node counts its own rate limits and stops hearing about
 * other nodes' cache changes.
 */
import type { DependencyStatus } from '../embedding-runtime.js';
import type { MemoryService } from '../memory-service.js';
import type { StoreProbe } from '../../core/ports/index.js';
import { withDeadline } from '../../core/deadline.js';

const DB_TIMEOUT_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_000;

export interface DependencyReport {
  kind: string;
  status: DependencyStatus;
  required: boolean;
  /** Why it is not healthy; null when it is. */
  message: string | null;
}

export interface ProbeResult {
  status: DependencyStatus;
  message?: string;
}

/** A dependency outside the memory store (Redis), registered by the module that uses it. */
export interface HealthProbe {
  name: string;
  kind: string;
  required: boolean;
  check(): Promise<ProbeResult>;
}

/** Dependencies every report names (further probes, such as Redis, come on top). */
type CoreDependency = 'database' | 'vector_index' | 'cache' | 'embedding_model';

export interface HealthReport {
  status: 'healthy' | 'degraded' | 'unhealthy';
  services: Record<string, DependencyStatus> & Record<CoreDependency, DependencyStatus>;
  dependencies: Record<string, DependencyReport> & Record<CoreDependency, DependencyReport>;
  embedding_backlog: number;
  version: string;
}

export type VectorIndexKind = 'pgvector_hnsw' | 'exact_in_process';

/** The embedded store searches its vectors in process too (the memory service's ExactVectorIndex). */
export function vectorIndexKind(store: Pick<StoreProbe, 'kind' | 'hasVector'>): VectorIndexKind {
  return !store.hasVector || store.kind === 'pglite' ? 'exact_in_process' : 'pgvector_hnsw';
}

function overall(reports: DependencyReport[]): HealthReport['status'] {
  if (reports.some((r) => r.required && r.status === 'unhealthy')) return 'unhealthy';
  return reports.every((r) => r.status === 'healthy' || r.status === 'disabled') ? 'healthy' : 'degraded';
}

export class HealthCheck {
  private readonly probes: HealthProbe[] = [];

  constructor(
    private readonly store: StoreProbe,
    private readonly memory: MemoryService,
    private readonly version: string,
  ) {}

  /** Adds a dependency to the report (Redis when REDIS_URL is set). */
  addProbe(probe: HealthProbe): void {
    this.probes.push(probe);
  }

  async run(): Promise<HealthReport> {
    const databaseUp = await this.store.ping(DB_TIMEOUT_MS).then(() => true, () => false);
    const kind = this.store.kind === 'pglite' ? 'pglite' : 'postgresql';
    const database: DependencyReport = databaseUp
      ? { kind, status: 'healthy', required: true, message: null }
      : { kind, status: 'unhealthy', required: true, message: `The database did not answer within ${DB_TIMEOUT_MS / 1000} seconds.` };
    // The model's check waits for the store to be fitted to it (vector column, HNSW index),
    // so the index is looked at only after it.
    const embedding_model = await this.embeddingModel(databaseUp);
    const vector_index = await this.vectorIndex(databaseUp);
    const cache: DependencyReport = { kind: 'in_process', status: 'healthy', required: false, message: null };
    const extra = await Promise.all(this.probes.map(async (probe) => [probe.name, await this.runProbe(probe)] as const));
    const dependencies: HealthReport['dependencies'] = { database, vector_index, cache, embedding_model, ...Object.fromEntries(extra) };
    const services = Object.fromEntries(Object.entries(dependencies).map(([name, r]) => [name, r.status])) as HealthReport['services'];
    const backlog = databaseUp ? await this.memory.stores.embeddings.backlog().catch(() => 0) : 0;
    return { status: overall(Object.values(dependencies)), services, dependencies, embedding_backlog: backlog, version: this.version };
  }

  private async embeddingModel(databaseUp: boolean): Promise<DependencyReport> {
    const kind = this.memory.config.embedding.provider;
    if (!databaseUp) return { kind, status: 'degraded', required: false, message: 'Not checked while the database is down.' };
    const status = await this.memory.embeddings.status();
    return status === 'healthy'
      ? { kind, status, required: false, message: null }
      : { kind, status, required: false, message: 'The embedding model failed its check; recall ranks lexically until it answers.' };
  }

  private async vectorIndex(databaseUp: boolean): Promise<DependencyReport> {
    const kind = vectorIndexKind(this.store);
    if (!databaseUp) return { kind, status: 'unhealthy', required: false, message: 'The vector index is read from the database, which did not answer.' };
    if (!this.memory.embeddings.modelId) {
      return { kind, status: 'degraded', required: false, message: 'The embedding model is not ready, so recall ranks lexically.' };
    }
    if (kind !== 'exact_in_process' && !(await this.store.hnswIndexValid().catch(() => false))) {
      return { kind, status: 'degraded', required: false, message: 'The HNSW index is missing or invalid; recall scans every vector exactly, more slowly.' };
    }
    return { kind, status: 'healthy', required: false, message: null };
  }

  private async runProbe(probe: HealthProbe): Promise<DependencyReport> {
    try {
      const result = await withDeadline(probe.name, PROBE_TIMEOUT_MS, () => probe.check());
      return { kind: probe.kind, required: probe.required, status: result.status, message: result.message ?? null };
    } catch (error) {
      // The dependency itself is down; the overall answer is only unhealthy when it is required.
      return { kind: probe.kind, status: 'unhealthy', required: probe.required, message: `The ${probe.name} check failed: ${(error as Error).message}.` };
    }
  }
}
