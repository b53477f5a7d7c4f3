/**
 * Health, metrics and the API root. Health checks the database (required: 503 when it does
 * not answer), the cache and the embedding model (optional: `degraded`, still 200).
 * The cache is in-process (query embeddings, BM25 corpus statistics, the exact-search
 * vector index), so it is healthy whenever the process answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../../persistence/db.js';
import { SystemRepository } from '../../../persistence/repositories/system-repository.js';
import type { DependencyStatus } from '../embedding-runtime.js';
import type { MemoryService } from '../memory-service.js';

const DB_TIMEOUT_MS = 2_000;
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

export interface HealthReport {
  status: 'healthy' | 'degraded' | 'unhealthy';
  services: { database: DependencyStatus; cache: DependencyStatus; embedding_model: DependencyStatus };
  embedding_backlog: number;
  version: string;
}

export interface Metrics {
  memories_count: number;
  graph_nodes: number;
  graph_edges: number;
  storage_size_mb: number;
  embedding_backlog: number;
}

export class SystemService {
  private readonly repo: SystemRepository;

  constructor(db: Database, private readonly memory: MemoryService) {
    this.repo = new SystemRepository(db);
  }

  async health(): Promise<HealthReport> {
    const database: DependencyStatus = await this.repo.ping(DB_TIMEOUT_MS).then(() => 'healthy' as const, () => 'unhealthy' as const);
    const embedding_model = database === 'healthy' ? await this.memory.embeddings.status() : 'degraded';
    const backlog = database === 'healthy' ? await this.memory.repos.embeddings.backlog().catch(() => 0) : 0;
    const services = { database, cache: 'healthy' as DependencyStatus, embedding_model };
    const status = database !== 'healthy' ? 'unhealthy' : Object.values(services).every((s) => s === 'healthy') ? 'healthy' : 'degraded';
    return { status, services, embedding_backlog: backlog, version: SERVICE_VERSION };
  }

  async metrics(): Promise<Metrics> {
    const [memories, graph, bytes, backlog] = await Promise.all([
      this.repo.memoryCount(),
      this.memory.repos.graph.counts(),
      this.repo.storageBytes(),
      this.memory.repos.embeddings.backlog(),
    ]);
    return {
      memories_count: memories,
      graph_nodes: graph.nodes,
      graph_edges: graph.edges,
      storage_size_mb: Math.round((bytes / (1024 * 1024)) * 100) / 100,
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
