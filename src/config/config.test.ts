import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingsBySection } from './index.js';
import { CONFIG_DOC, docWithTable } from '../../scripts/config-table.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.server.host).toBe('127.0.0.1');
    expect(config.server.port).toBe(8080);
    expect(config.storage.dataDir).toBe(path.resolve('./data'));
    expect(config.storage.databaseUrl).toBeUndefined();
    expect(config.server.allowAnonymous).toBe(true); // loopback
  });

  it('turns anonymous access off by default when bound beyond loopback', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).server.allowAnonymous).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_ANONYMOUS: 'true' }).server.allowAnonymous).toBe(true);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db' }).storage.databaseUrl).toBe('postgres://u@127.0.0.1/db');
  });

  it('refuses malformed values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('documents every setting in docs/configuration.md', () => {
    const readme = fs.readFileSync(CONFIG_DOC, 'utf8');
    expect(docWithTable(readme)).toBe(readme);
    for (const settings of Object.values(settingsBySection)) {
      for (const s of settings) expect(readme).toContain(`\`${s.env}\``);
    }
  });
});
