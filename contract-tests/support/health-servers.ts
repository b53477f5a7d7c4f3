/**
 * Server processes for the health tests: each on a fresh database of the run's store, stopped
 * (and the database dropped) after every test.
 */
import net from 'node:net';
import { afterEach } from 'vitest';
import { makeDataDir, startServerProcess, type ServerProcess } from './server-process.js';
import { createTestDatabaseUrl } from '../../src/testing/test-database.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** A loopback port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startHealthServer(env: Record<string, string> = {}): Promise<{ server: ServerProcess; databaseUrl?: string }> {
  const database = await createTestDatabaseUrl();
  cleanups.push(database.drop);
  const dataDir = makeDataDir('memplat-health-');
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...env }, dataDir);
  cleanups.push(() => server.stop());
  return { server, databaseUrl: database.url };
}

