/**
 * Shutdown steps are bounded: a step that hangs (a job stuck on the database, a pool waiting
 * for a client that never comes back) must not keep a SIGTERMed process alive forever.
 */

/** Waits for `work` up to `ms`: 'done' when it settled (its error is the step's own business), 'late' when time ran out. */
export async function withinMs(work: Promise<unknown>, ms: number): Promise<'done' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work.then(() => 'done' as const, () => 'done' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
