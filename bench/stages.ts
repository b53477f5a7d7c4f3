/**
 * The per-stage CPU profile of recall and write alone, without the HTTP load (bench/lib/stage-profile.ts):
 *
 *   tsx bench/stages.ts [--dir DIR] [--size 10000] [--recalls 100] [--writes 200] [--database-url URL]
 *                       [--concurrent-writes 400] [--write-clients 8] [--ranking-off FEATURE]
 * (with --database-url the store is that PostgreSQL database, filled on the first run; DIR keeps the key)
 *
 * Fills an embedded store of `size` bench memories in DIR (bulk-loaded in-process and embedded,
 * as `npm run bench` fills its bulk part; an existing DIR from an earlier run is reused as it
 * is, so before/after runs on the same store are back to back), then prints the two tables.
 * Writes add memories past `size`, so a reused store grows by `writes` each run. Then
 * `--concurrent-writes` more come from `--write-clients` writers at once (0: none), and their
 * CPU per write is printed: the node's, and a local PostgreSQL server's (concurrent-writes.ts).
 * `--ranking-off FEATURE` recalls with that ranking feature off (bench/eval/ranking-features.ts),
 * the shipped defaults otherwise: what the feature costs is the difference from a run without it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bulkLoad, createBenchKey } from './lib/store-setup.js';
import { profileStages, stageProfileMarkdown } from './lib/stage-profile.js';
import { rankingFeature } from './eval/ranking-features.js';
import { RANKING_DEFAULTS } from '../src/domain/memory/ranking/index.js';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const size = Number(arg('--size', '10000'));
const dir = path.resolve(arg('--dir', path.join(os.tmpdir(), `memplat-stages-${size}`)));
const seed = 42;
const keyFile = path.join(dir, 'bench-api-key');
const databaseUrl = arg('--database-url', '');
const location = { dataDir: path.join(dir, 'data'), ...(databaseUrl ? { databaseUrl } : {}) };

if (!fs.existsSync(keyFile)) {
  fs.mkdirSync(location.dataDir, { recursive: true });
  const key = await createBenchKey(location);
  const loaded = await bulkLoad(location, key, seed, 0, size);
  fs.writeFileSync(keyFile, key);
  fs.writeFileSync(path.join(dir, 'next-index'), String(size));
  process.stderr.write(`filled ${loaded.loaded} memories in ${(loaded.writeSeconds + loaded.embedSeconds + loaded.indexSeconds).toFixed(0)} s\n`);
}
const key = fs.readFileSync(keyFile, 'utf8');
const next = Number(fs.readFileSync(path.join(dir, 'next-index'), 'utf8'));
const off = arg('--ranking-off', '') ? rankingFeature(arg('--ranking-off', '')) : null;
// The engine ranks with RANKING_DEFAULTS as it is at each recall: the feature is switched off in place.
if (off) Object.assign(RANKING_DEFAULTS, off.off(RANKING_DEFAULTS));
const concurrent = { writes: Number(arg('--concurrent-writes', '400')), clients: Number(arg('--write-clients', '8')) };
const profile = await profileStages(location, key, seed, next, Number(arg('--recalls', '100')), Number(arg('--writes', '200')), concurrent, off?.withoutQueryVector ?? false);
fs.writeFileSync(path.join(dir, 'next-index'), String(next + profile.writes + (profile.concurrent?.writes ?? 0)));
process.stdout.write(`${off ? `Ranking feature off: ${off.name}\n` : ''}Load average: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}\n\n${stageProfileMarkdown(profile)}\n`);
