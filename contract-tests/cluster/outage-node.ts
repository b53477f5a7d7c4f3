/**
 * One `memplat serve` node on a PostgreSQL server of its own (so a test may stop and start
 * it: the test run's shared server must stay up), with an API key, and its output (stdout and
 * stderr) read back line by line.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ClusterNode } from '../../scripts/cluster/node.js';
import { postgresBinaries, startPostgres, type PostgresServer } from '../../scripts/cluster/postgres.js';
import { freePort } from '../../scripts/cluster/processes.js';
import { prepareStore } from '../support/fixtures.js';

export interface LogLine {
  text: string;
  /** The parsed line when it is JSON (a log entry), else undefined. */
  json?: Record<string, unknown>;
}

export interface OutageNode {
  node: ClusterNode & { logLines(): Promise<LogLine[]> };
  postgres: PostgresServer;
  apiKey: string;
  dir: string;
  close(): Promise<void>;
}

export async function startOutageNode(nodeEnv: Record<string, string> = {}): Promise<OutageNode> {
  if (!postgresBinaries()) throw new Error('this test needs the PostgreSQL server binaries (apt-get install postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-outage-'));
  fs.chmodSync(dir, 0o711); // PostgreSQL runs as its own user when we are root
  let postgres: PostgresServer | undefined;
  let node: ClusterNode | undefined;
  const close = async () => {
    await node?.stop();
    await postgres?.stop('immediate');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    postgres = await startPostgres(path.join(dir, 'postgres'), await freePort());
    const port = await freePort();
    const dataDir = path.join(dir, 'node-a');
    fs.mkdirSync(dataDir);
    const env = {
      DATABASE_URL: postgres.url,
      SECRET_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...nodeEnv,
    };
    const { apiKey } = await prepareStore(env);
    node = new ClusterNode('a', port, env, dir);
    await node.start();
    const logFile = path.join(dir, 'node-a.log');
    const logLines = async () =>
      (await fs.promises.readFile(logFile, 'utf8')).split('\n').filter((l) => l.trim()).map((text) => {
        try {
          return { text, json: JSON.parse(text) as Record<string, unknown> };
        } catch {
          return { text };
        }
      });
    return { node: Object.assign(node, { logLines }), postgres, apiKey, dir, close };
  } catch (error) {
    await close();
    throw error;
  }
}
