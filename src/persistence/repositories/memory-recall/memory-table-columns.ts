/**
 * The memory table's column names the recall and BM25 SQL are built over (the bench runs
 * the same SQL on its own tables), in a module of its own so bm25-sql.ts and recall-sql.ts
 * both read it without importing each other.
 */
export interface MemoryTableColumns {
  table: string;      // e.g. 'memories'
  id: string;         // primary key
  tsv: string;        // tsvector column, e.g. to_tsvector('english', value), GIN-indexed (fastupdate = off)
  embedding: string;  // vector(d) column, HNSW-indexed with vector_cosine_ops
  createdAt: string;  // write time; (scope columns..., created_at, id) B-tree index for neighbours
  updatedAt?: string; // last write time (now() on every write); without it BM25 pruning uses looser bounds
}

export const DEFAULT_MEMORY_COLUMNS: MemoryTableColumns = {
  table: 'memories', id: 'id', tsv: 'search_tsv', embedding: 'embedding', createdAt: 'created_at', updatedAt: 'updated_at',
};
