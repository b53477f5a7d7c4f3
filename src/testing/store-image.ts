/**
 * One migrated embedded store per schema (src/testing/schema-key.ts), which test databases and
 * test servers' DATA_DIRs start from instead of an empty store: a new PGlite runs initdb and
 * every migration, seconds of CPU that each test file used to pay in its `beforeAll`. The image
 * lives in node_modules/.cache/memplat-store-image/<key>/ as a data directory (copied into a
 * server's DATA_DIR) and the same directory as a tarball (an in-memory store loads it through
 * `openDatabase`'s `initialDataDir`). Stores started from it still run their migrations, which
 * find nothing to do. The root vitest config's global setup builds it once per run
 * (src/testing/store-image-setup.ts); a process that finds it missing builds it itself.
 * TEST_STORE_IMAGE=off turns images off (every store migrates from empty, as before).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../persistence/db.js';
import { repoRoot } from '../repo-root.js';
import { schemaKey } from './schema-key.js';

const IMAGES_DIR = path.join(repoRoot, 'node_modules/.cache/memplat-store-image');
/** The data directory's name inside DATA_DIR (src/persistence/db.ts). */
const PGLITE_DIR = 'pglite';
const TARBALL = 'pglite.tar';

/** Whether stores for tests start from a migrated image (TEST_STORE_IMAGE=off: they migrate from empty). */
export function storeImagesEnabled(): boolean {
  return process.env.TEST_STORE_IMAGE !== 'off';
}

/**
 * Bumped when the way an image is built changes, so a cached image of the same schema built the
 * old way is not used.
 */
const IMAGE_LAYOUT = 3;

/**
 * Migrates a new embedded store in `building`, drops its two template databases, trims its
 * write-ahead log, then writes the tarball of the data directory beside it. The store itself
 * lives in the `postgres` database; the templates serve only CREATE DATABASE, which nothing does
 * on the embedded store, and they were a third of the image's bytes and half its files, which
 * every test store copies or unpacks when it opens.
 */
async function buildImage(building: string): Promise<void> {
  const db = await openDatabase({ dataDir: building, poolMax: 1 });
  await db.close();
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const dataDir = path.join(building, PGLITE_DIR);
  let pglite = await PGlite.create({ dataDir, extensions: { vector } });
  let current: { segment: string; offset: number };
  try {
    // One statement per call: DROP DATABASE refuses to run inside the transaction a multi-statement call is.
    for (const sql of [`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`, 'DROP DATABASE template0', 'DROP DATABASE template1', 'SELECT pg_switch_wal()', 'CHECKPOINT']) {
      await pglite.exec(sql);
    }
    current = await currentWalPosition(pglite);
  } finally {
    await pglite.close();
  }
  trimWriteAheadLog(dataDir, current);
  pglite = await PGlite.create({ dataDir, extensions: { vector } });
  try {
    const tarball = await pglite.dumpDataDir('none');
    fs.writeFileSync(path.join(building, TARBALL), Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

async function currentWalPosition(pglite: { query<T>(sql: string): Promise<{ rows: T[] }> }): Promise<{ segment: string; offset: number }> {
  const { rows } = await pglite.query<{ file_name: string; file_offset: number }>('SELECT file_name, file_offset FROM pg_walfile_name_offset(pg_current_wal_insert_lsn())');
  return { segment: rows[0]!.file_name, offset: Number(rows[0]!.file_offset) };
}

/**
 * The migrations leave ~10 MB of write-ahead log in a 16 MB segment, and every test store
 * unpacked or copied all of it (58% of the image's bytes) though none of it is needed after a
 * clean shutdown. After a switch to a new segment and a checkpoint, the closed store needs only
 * the segment its shutdown checkpoint went into, and of that only the pages up to it: two pages
 * past the insert position are kept for the shutdown record, and PostgreSQL reads the end of the
 * file as the end of the log and extends the segment when it writes again (tested by the store
 * image test: a store from the image takes writes across new segments and reopens with them).
 */
function trimWriteAheadLog(dataDir: string, current: { segment: string; offset: number }): void {
  const walDir = path.join(dataDir, 'pg_wal');
  for (const entry of fs.readdirSync(walDir)) {
    if (!/^[0-9A-F]{24}$/.test(entry)) continue;
    if (entry !== current.segment) fs.rmSync(path.join(walDir, entry));
    else fs.truncateSync(path.join(walDir, entry), (Math.floor(current.offset / WAL_PAGE) + 2) * WAL_PAGE);
  }
}
const WAL_PAGE = 8192;

let key: string | undefined;
/** The image's name: the schema's key (computed once per process) and the layout. */
const imageKey = () => (key ??= `${schemaKey()}-${IMAGE_LAYOUT}`);

// cpSync, not fs.promises.cp: the promise version spent three to five times the CPU on the
// image's few hundred files, and a store lane copies it once per test server.
const copyImage = (image: string, dataDir: string) =>
  fs.cpSync(path.join(image, PGLITE_DIR), path.join(dataDir, PGLITE_DIR), { recursive: true, errorOnExist: true, force: false });

let ensured: Promise<string> | undefined;

/** The image of the current schema, built when missing; returns its directory. */
export function ensureStoreImage(): Promise<string> {
  ensured ??= (async () => {
    const key = imageKey();
    const dir = path.join(IMAGES_DIR, key);
    if (fs.existsSync(path.join(dir, TARBALL))) return dir;
    // Built beside its place and renamed into it, so no process ever reads half an image; when
    // another process finished first, its image stays and this one is thrown away.
    const building = path.join(IMAGES_DIR, `${key}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    fs.mkdirSync(building, { recursive: true });
    try {
      await buildImage(building);
      fs.renameSync(building, dir);
    } catch (error) {
      fs.rmSync(building, { recursive: true, force: true });
      if (!fs.existsSync(path.join(dir, TARBALL))) throw error;
    }
    // Images of other schemas (older migrations) are of no further use.
    for (const entry of fs.readdirSync(IMAGES_DIR)) {
      if (entry !== key && !entry.endsWith('.tmp')) fs.rmSync(path.join(IMAGES_DIR, entry), { recursive: true, force: true });
    }
    return dir;
  })();
  ensured.catch(() => (ensured = undefined));
  return ensured;
}

/**
 * Where this schema's image is when it has been built (by a vitest global setup or an earlier
 * process), else undefined: for callers that cannot wait for a build.
 */
export function builtStoreImage(): string | undefined {
  const dir = path.join(IMAGES_DIR, imageKey());
  return storeImagesEnabled() && fs.existsSync(path.join(dir, TARBALL)) ? dir : undefined;
}

/** Makes DATA_DIR `dataDir` hold a copy of the built image; false (nothing copied) when there is none. */
export function copyBuiltStoreImage(dataDir: string): boolean {
  const image = builtStoreImage();
  if (!image) return false;
  copyImage(image, dataDir);
  return true;
}

/** Makes DATA_DIR `dataDir` hold a copy of the migrated store (it must hold no store yet). */
export async function copyStoreImage(dataDir: string): Promise<void> {
  copyImage(await ensureStoreImage(), dataDir);
}

let tarball: Promise<Blob> | undefined;

/**
 * The migrated store as a tarball for `openDatabase`'s `initialDataDir`, read once per process
 * into one Blob that every store loads from (a Blob never changes, and copying 40 MB into a
 * new one per store was a measurable part of opening it).
 */
export function storeImageTarball(): Promise<Blob> {
  tarball ??= ensureStoreImage().then(async (dir) => new Blob([await fs.promises.readFile(path.join(dir, TARBALL))]));
  tarball.catch(() => (tarball = undefined));
  return tarball;
}
