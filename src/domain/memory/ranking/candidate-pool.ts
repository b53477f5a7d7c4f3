/**
 * How large the recall candidate pool is: what the recall engine asks the search store for
 * and what the store's recall SQL defaults to, so both sides read one value.
 */

/** Candidates taken from each side (lexical, dense) before fusion. */
export const CANDIDATES_PER_SIDE = 50;

/** Two memories are conversational neighbours only when written this close together. */
export const CONTEXT_WINDOW_SECONDS = 1800;
