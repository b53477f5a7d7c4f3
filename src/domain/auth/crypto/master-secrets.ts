/**
 * The master secrets that keys are derived from: the current one (SECRET_KEY, or
 * DATA_DIR/secret.key generated on first run when SECRET_KEY is unset) and earlier ones that
 * still open what they sealed (SECRET_KEY_PREVIOUS, and DATA_DIR/secret.key when SECRET_KEY
 * has taken its place), so the key can change without losing what is stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box.js';

const KEY_FILE = 'secret.key';

export interface MasterSecrets {
  current: Buffer;
  /** Earlier master secrets, newest first: they open values and verify hashes, never seal. */
  previous: Buffer[];
}

interface KeySettings {
  auth: { secretKey?: string; previousSecretKeys?: readonly string[] };
  storage: { dataDir: string };
}

/** The box of a configuration's master secrets (also for openers outside the auth module: migrations, rotation). */
export function secretBoxOf(config: KeySettings): SecretBox {
  const { current, previous } = loadMasterSecrets(config);
  return new SecretBox(current, previous);
}

export function loadMasterSecrets(config: KeySettings): MasterSecrets {
  const { secretKey, previousSecretKeys = [] } = config.auth;
  const current = loadMasterSecret(secretKey, config.storage.dataDir);
  const previous: Buffer[] = previousSecretKeys.map((k) => Buffer.from(k, 'utf8'));
  // A store that ran on the generated key file before SECRET_KEY was set keeps opening.
  const fileKey = secretKey ? readKeyFile(config.storage.dataDir) : undefined;
  if (fileKey) previous.push(fileKey);
  return { current, previous: previous.filter((p) => !p.equals(current)) };
}

/** The master secret: SECRET_KEY when set, else DATA_DIR/secret.key (created on first run, mode 0600). */
export function loadMasterSecret(secretKey: string | undefined, dataDir: string): Buffer {
  if (secretKey) return Buffer.from(secretKey, 'utf8');
  const existing = readKeyFile(dataDir);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails if another process created it first; then read theirs.
    fs.writeFileSync(path.join(dataDir, KEY_FILE), `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(dataDir)!;
}

function readKeyFile(dataDir: string): Buffer | undefined {
  try {
    return Buffer.from(fs.readFileSync(path.join(dataDir, KEY_FILE), 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}
