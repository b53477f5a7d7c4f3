/**
 * Storage ports of the memory area, one file per store under ports/; the contract of each
 * method is written there. One knex implementation (the persistence layer's repositories) serves
 * PGlite and PostgreSQL, built by memory-stores.ts in the persistence layer; the contract suites
 * in src/testing/port-contracts/memory run against it on both.
 */
export * from './ports/memory-store.js';
export * from './ports/write-vector.js';
export * from './ports/search-store.js';
export * from './ports/lexical-ranker.js';
export * from './ports/embedding-store.js';
export * from './ports/stores.js';
export * from './ports/fact-validity.js';
