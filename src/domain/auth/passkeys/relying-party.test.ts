import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relying-party.js';

describe('relying party from PUBLIC_URL', () => {
  it('uses the host name, and the PUBLIC_URL origin only', () => {
    expect(relyingPartyOf('https://memory.example.com')).toMatchObject({ id: 'memory.example.com', origins: ['https://memory.example.com'] });
    expect(relyingPartyOf('https://memory.example.com:8443/base')).toMatchObject({ id: 'memory.example.com', origins: ['https://memory.example.com:8443'] });
  });

  it('turns a loopback address into localhost and accepts http://localhost on the same port', () => {
    expect(relyingPartyOf('http://127.0.0.1:8080')).toMatchObject({ id: 'localhost', origins: ['http://127.0.0.1:8080', 'http://localhost:8080'] });
    expect(relyingPartyOf('http://[::1]:9000')).toMatchObject({ id: 'localhost', origins: ['http://[::1]:9000', 'http://localhost:9000'] });
    expect(relyingPartyOf('http://localhost:8080')).toMatchObject({ id: 'localhost', origins: ['http://localhost:8080'] });
  });

  it('has none for any other IP address (browsers refuse IP relying-party ids)', () => {
    expect(relyingPartyOf('http://192.0.2.10:8080')).toBeNull();
    expect(relyingPartyOf('http://[2001:db8::1]')).toBeNull();
  });
});
