/**
 * A throw-away PostgreSQL server for the cluster: Debian's initdb and pg_ctl on a loopback
 * port, with its data in a folder of its own; pgvector is used where it is installed. As
 * root (CI, containers) the server runs as the postgres user, since PostgreSQL refuses root.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresServer {
  /** Superuser URL of the `postgres` database. */
  url: string;
  hasPgvector: boolean;
  /** Stops the server: `fast` rolls back sessions and closes them; `immediate` ends at once, as a crash would. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same folder and port (after `stop`). */
  start(): Promise<void>;
}

/** The newest PostgreSQL server binaries folder, or undefined when none is installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function asPostgres(program: string, args: string[]) {
  return asRoot ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);
}

export async function startPostgres(dir: string, port: number): Promise<PostgresServer> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  await asPostgres(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c max_connections=200`;
  const start = async () => {
    await asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  };
  await start();
  const version = path.basename(path.dirname(bin));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    hasPgvector: fs.existsSync(`/usr/share/postgresql/${version}/extension/vector.control`),
    start,
    async stop(mode = 'fast') {
      await asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', mode, '-w', 'stop']).catch(() => undefined);
    },
  };
}
