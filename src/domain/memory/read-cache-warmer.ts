/**
 * Fills the read cache from the store when the server starts on the embedded store, where the
 * cache is authoritative (one process per data directory, writes go through it), so GET by key
 * answers from memory from the start instead of with one store query per key first read. Up to
 * the cache's size (MEMORY_CACHE_ENTRIES), in id order, page by page in the background,
 * yielding between pages so requests go first. A page read while a write changed the cache is
 * read again (the rows might be older than the write); a page is never written over entries
 * already cached.
 */
import type { Logger } from '../../logger.js';
import type { MemoryRepository } from './ports.js';
import type { MemoryReadCache } from './read-cache.js';

const PAGE = 500;
const RETRIES_PER_PAGE = 5;

export class ReadCacheWarmer {
  private stopped = false;
  private running?: Promise<void>;

  private readonly cache: MemoryReadCache;
  private readonly repo: Pick<MemoryRepository, 'pageById'>;
  private readonly capacity: number;
  private readonly logger?: Logger;

  constructor(deps: { cache: MemoryReadCache; store: Pick<MemoryRepository, 'pageById'>; capacity: number; logger?: Logger }) {
    this.cache = deps.cache;
    this.repo = deps.store;
    this.capacity = deps.capacity;
    this.logger = deps.logger;
  }

  start(): void {
    if (this.capacity <= 0 || this.running) return;
    this.running = this.fill().catch((err: unknown) => this.logger?.warn({ err }, 'filling the memory read cache at start-up failed; reads fill it as they come'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Resolves when the warm-up has ended (tests). */
  done(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async fill(): Promise<void> {
    let after: string | null = null;
    let filled = 0;
    let retries = 0;
    while (!this.stopped && filled < this.capacity) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const mark = this.cache.mark();
      const page = await this.repo.pageById(after, Math.min(PAGE, this.capacity - filled));
      if (this.stopped) return;
      if (!this.cache.fill(mark, page)) {
        if (++retries > RETRIES_PER_PAGE) return; // writes keep coming: reads fill the cache instead
        continue;
      }
      retries = 0;
      filled += page.length;
      if (page.length < PAGE) return;
      after = page[page.length - 1]!.id;
    }
  }
}
