/** The context-selection rule per kind of caller, with a fake context service. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { selectContext } from './context-selection.js';
import type { ContextService } from './contexts.js';
import type { Principal } from './principal.js';

const OWN = '11111111-1111-4111-8111-111111111111';
const SHARED = '22222222-2222-4222-8222-222222222222';
const FOREIGN = '33333333-3333-4333-8333-333333333333';
const contexts = { canRead: async (_p: Principal, id: string) => id === SHARED } as unknown as ContextService;

const oauth: Principal = { kind: 'oauth', clientId: 'c', accountId: 'a', contextId: OWN, scopes: ['memory:read'], tokenId: 't' };
const session: Principal = { kind: 'session', sessionId: 's', accountId: 'a', contextId: OWN };
const apiKey: Principal = { kind: 'apiKey', keyId: 'k', keyName: 'n', accountId: 'a', userId: 'u', contextId: OWN };
const anonymous: Principal = { kind: 'anonymous', contextId: OWN };

async function code(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
    return undefined;
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
}

describe('selectContext', () => {
  it('keeps the default without a header and accepts the default by name', async () => {
    for (const p of [oauth, session, apiKey, anonymous]) {
      expect(await selectContext(contexts, p, undefined)).toBe(OWN);
      expect(await selectContext(contexts, p, OWN.toUpperCase())).toBe(OWN);
    }
  });

  it('lets sessions and OAuth tokens name a readable context', async () => {
    expect(await selectContext(contexts, session, SHARED)).toBe(SHARED);
    expect(await selectContext(contexts, oauth, SHARED)).toBe(SHARED);
  });

  it('answers MEMORY-005 for unreadable contexts and for keys and anonymous callers naming another one', async () => {
    expect(await code(selectContext(contexts, session, FOREIGN))).toBe('MEMORY-005');
    expect(await code(selectContext(contexts, oauth, FOREIGN))).toBe('MEMORY-005');
    expect(await code(selectContext(contexts, apiKey, SHARED))).toBe('MEMORY-005');
    expect(await code(selectContext(contexts, anonymous, SHARED))).toBe('MEMORY-005');
  });
});
