/**
 * Progress of a long fill: one line each time another tenth of the rows is in, with the rate
 * so far and the time left at that rate, so a 1M fill that takes many minutes shows where it
 * is and when it will end.
 */
export interface FillProgress {
  /** Reports that `done` rows of the total are in; logs a line when a new tenth was crossed. */
  update(done: number): void;
}

const duration = (seconds: number) => (seconds >= 120 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds)} s`);

/** The line for `done` of `total` rows after `seconds`: share, count, rate and time left. */
export function progressLine(what: string, done: number, total: number, seconds: number, unit = 'rows'): string {
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? (total - done) / rate : 0;
  const share = Math.floor((done / total) * 100);
  return `${what}: ${share}% (${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}), ${Math.round(rate).toLocaleString('en-US')} ${unit}/s, ` +
    (done >= total ? `done in ${duration(seconds)}` : `about ${duration(left)} left`);
}

export function fillProgress(what: string, total: number, log: (message: string) => void, unit = 'rows', started = performance.now(), now: () => number = () => performance.now()): FillProgress {
  let tenthsLogged = 0;
  return {
    update(done) {
      const tenths = Math.floor((done / total) * 10);
      if (tenths <= tenthsLogged) return;
      tenthsLogged = tenths;
      log(progressLine(what, done, total, (now() - started) / 1000, unit));
    },
  };
}
