/**
 * Shutdown steps are bounded: a step that hangs (a job stuck on the database, a pool waiting
 * for a client that never comes back) must not keep a SIGTERMed process alive forever.
 */
import { withDeadline } from './domain/core/deadline.js';

/** Waits for `work` up to `ms`: 'done' when it settled (its error is the step's own business), 'late' when time ran out. */
export async function withinMs(work: Promise<unknown>, ms: number): Promise<'done' | 'late'> {
  const settled = work.then(() => 'done' as const, () => 'done' as const);
  return withDeadline('shutdown step', ms, () => settled).catch(() => 'late' as const);
}
