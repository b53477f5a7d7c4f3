/**
 * Loaded into the server under test with `node --import` when the bench profiles
 * (`npm run bench -- --profile`). Each SIGUSR2 toggles the V8 CPU profiler of the main
 * thread: the first starts it, the next stops it and writes
 * `$BENCH_CPU_PROFILE_DIR/<pid>/profile-<n>.cpuprofile` (the Chrome DevTools / speedscope
 * format), then `profile-<n>.done`, which the bench waits for (one folder per server process,
 * since the bench starts several). Profiling only the measured scenario
 * keeps start-up, the write load and the embedding drain out of the profile, which
 * `node --cpu-prof` (whole process lifetime) would not.
 *
 * The server runs a bundle (bin/cli-bundle.mjs, with a linked source map); source maps are turned on here (before any
 * module loads) so the written profile names the TypeScript line of each function.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector';
import { findSourceMap } from 'node:module';

/** Points the profile's frames of compiled files at their sources (lines and columns are 0-based). */
function mapToSources(profile) {
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    if (!frame.url.startsWith('file:') || frame.url.includes('/node_modules/')) continue;
    const entry = findSourceMap(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry && typeof entry.originalLine === 'number') {
      frame.lineNumber = entry.originalLine;
      frame.columnNumber = entry.originalColumn;
    }
  }
  return profile;
}

const dir = process.env.BENCH_CPU_PROFILE_DIR ? path.join(process.env.BENCH_CPU_PROFILE_DIR, String(process.pid)) : '';
const intervalMicros = Number(process.env.BENCH_CPU_PROFILE_INTERVAL_US || 250);

if (dir) {
  process.setSourceMapsEnabled(true);
  fs.mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  const post = (method, params = {}) => new Promise((resolve, reject) => {
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result)));
  });
  let running = false;
  let count = 0;
  process.on('SIGUSR2', () => {
    const toggle = running
      ? post('Profiler.stop').then(({ profile }) => {
        running = false;
        count += 1;
        fs.writeFileSync(path.join(dir, `profile-${count}.cpuprofile`), JSON.stringify(mapToSources(profile)));
        fs.writeFileSync(path.join(dir, `profile-${count}.done`), '');
      })
      : post('Profiler.enable')
        .then(() => post('Profiler.setSamplingInterval', { interval: intervalMicros }))
        .then(() => post('Profiler.start'))
        .then(() => {
          running = true;
          fs.writeFileSync(path.join(dir, `profile-${count + 1}.started`), '');
        });
    toggle.catch((error) => process.stderr.write(`cpu profiler: ${error?.stack ?? error}\n`));
  });
}
