/** Store-level facts health and metrics read (implemented by SystemRepository in the persistence layer). */

/** Which database serves the store: the embedded PGlite or a PostgreSQL server. */
export type StoreKind = 'pglite' | 'postgres';

export interface StoreProbe {
  /** What serves the store; the CLI and the stdio server print it. */
  readonly kind: StoreKind;
  /** pgvector is installed (always true on PGlite); without it recall searches vectors in the process. */
  readonly hasVector: boolean;

  /**
   * Whether `error` means the database could not be reached (server down, restarting, refusing
   * connections, connection lost, no pooled connection in time), as opposed to a fault of the query.
   */
  isUnreachable(error: unknown): boolean;

  /** Calls `listener.answered` after every query the database answered and `listener.unreachable` when one failed for want of it. */
  watchQueries(listener: { answered(): void; unreachable(error: unknown): void }): void;

  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise (also on timeout). */
  ping(timeoutMs: number): Promise<void>;

  /**
   * Whether the HNSW index on memory embeddings exists and is valid (a failed concurrent build leaves
   * it invalid). False when it is missing; rejects when the database cannot say.
   */
  hnswIndexValid(): Promise<boolean>;

  /** Visible memories (not expired) of every context, or of one; 0 when there are none. */
  memoryCount(contextId?: string): Promise<number>;

  /** Bytes of one context's visible memory rows as PostgreSQL stores them; 0 for an empty or unknown context. */
  contextBytes(contextId: string): Promise<number>;

  /** Size of the whole store in bytes: the embedded store's data directory, else the database's size. */
  storageBytes(): Promise<number>;
}
