/**
 * The Host and Origin rule against DNS rebinding: loopback is decided from parsed IP literals
 * and the exact names `localhost` and the PUBLIC_URL host, never from how a name begins.
 */
import { describe, expect, it } from 'vitest';
import { checkOriginAndHost } from './origin.js';

const server = { host: '127.0.0.1', publicUrl: 'http://127.0.0.1:8080' };
const publicServer = { host: '127.0.0.1', publicUrl: 'https://memory.example.com' };
const mcp = { allowedOrigins: ['https://app.example.com'] };

const host = (value: string, s = server) => checkOriginAndHost({ host: value }, s, mcp).ok;
const origin = (value: string, s = server) => checkOriginAndHost({ origin: value, host: '127.0.0.1:8080' }, s, mcp).ok;

describe('Host on a loopback-bound server', () => {
  it('accepts loopback IP literals in every form, with or without a port', () => {
    for (const value of ['127.0.0.1', '127.0.0.1:8080', '127.8.9.10:1', '[::1]', '[::1]:8080', '[0:0:0:0:0:0:0:1]:8080', '[::ffff:127.0.0.1]:8080', 'localhost', 'localhost:8080', 'LOCALHOST:8080']) {
      expect(host(value), value).toBe(true);
    }
  });

  it('refuses names that merely start like a loopback address', () => {
    for (const value of ['127.0.0.1.evil.example', '127.0.0.1.evil.example:8080', '127.attacker.example', '127.attacker.example:8080', 'localhost.evil.example', 'evil-localhost', '::1.evil.example', 'rebind.evil.example:8080']) {
      expect(host(value), value).toBe(false);
    }
  });

  it('refuses other addresses and malformed values', () => {
    for (const value of ['10.0.0.1:8080', '[::ffff:10.0.0.1]:8080', '[fe80::1]', '', 'evil.example@127.0.0.1', '127.0.0.1/evil', 'a b']) {
      expect(host(value), value).toBe(false);
    }
  });

  it('accepts the PUBLIC_URL host exactly (default port written or not), and hosts of allowed origins', () => {
    expect(host('memory.example.com', publicServer)).toBe(true);
    expect(host('memory.example.com:443', publicServer)).toBe(true);
    expect(host('MEMORY.example.com', publicServer)).toBe(true);
    expect(host('memory.example.com.evil.example', publicServer)).toBe(false);
    expect(host('memory.example.com:8443', publicServer)).toBe(false);
    expect(host('app.example.com')).toBe(true);
  });
});

describe('Origin', () => {
  it('accepts loopback origins on any port, the PUBLIC_URL origin and allowed origins', () => {
    for (const value of ['http://127.0.0.1:6274', 'http://localhost:6274', 'http://[::1]:3000', 'http://[::ffff:127.0.0.1]:3000', 'http://127.0.0.1:8080', 'https://app.example.com']) {
      expect(origin(value), value).toBe(true);
    }
  });

  it('refuses look-alike and foreign origins', () => {
    for (const value of ['http://127.0.0.1.evil.example', 'http://127.0.0.1.evil.example:8080', 'http://127.attacker.example', 'http://localhost.evil.example', 'http://evil.example', 'null', 'file://', 'not a url']) {
      expect(origin(value), value).toBe(false);
    }
  });
});
