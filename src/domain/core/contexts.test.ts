import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditServiceOn, contextServiceOn, openCoreTestStack, type CoreTestStack } from '../../testing/core-services.js';
import { LOCAL_CONTEXT_ID, type ContextService } from './contexts.js';
import type { Principal } from './principal.js';
import { testTime } from '../../testing/time-budget.js';

let stack: CoreTestStack;
let db: CoreTestStack['db'];
let contexts: ContextService;
const ada = randomUUID();
const bob = randomUUID();
const eve = randomUUID();

const session = (accountId: string, contextId = ''): Principal => ({ kind: 'session', sessionId: 's', accountId, contextId });

beforeAll(async () => {
  stack = await openCoreTestStack();
  db = stack.db;
  contexts = contextServiceOn(db);
  for (const id of [ada, bob, eve]) await db.knex('accounts').insert({ id, name: id.slice(0, 4) });
}, testTime(120_000));
afterAll(async () => stack?.close());

describe('context access', () => {
  it('creates one private context per account, on first use', async () => {
    const first = await contexts.privateContextOf(ada);
    expect(await contexts.privateContextOf(ada)).toBe(first);
    expect(await contexts.privateContextOf(bob)).not.toBe(first);
  });

  it('gives the owner of a private context the owner role and nobody else any role', async () => {
    const adaContext = await contexts.privateContextOf(ada);
    expect(await contexts.roleIn(session(ada), adaContext)).toBe('owner');
    expect(await contexts.roleIn(session(eve), adaContext)).toBeNull();
    expect(await contexts.canRead({ kind: 'anonymous', contextId: LOCAL_CONTEXT_ID }, adaContext)).toBe(false);
  });

  it('shares private contexts across an identity link set', async () => {
    const set = randomUUID();
    await db.knex('identity_link_sets').insert({ id: set });
    await db.knex('identity_link_members').insert([{ set_id: set, account_id: ada }, { set_id: set, account_id: bob }]);
    const adaContext = await contexts.privateContextOf(ada);
    expect(await contexts.roleIn(session(bob), adaContext)).toBe('owner');
    expect((await contexts.linkedAccounts(ada)).sort()).toEqual([ada, bob].sort());
    expect(await contexts.roleIn(session(eve), adaContext)).toBeNull();
  });

  it('lets only local callers and local keys into the local context', async () => {
    expect(await contexts.canWrite({ kind: 'anonymous', contextId: LOCAL_CONTEXT_ID }, LOCAL_CONTEXT_ID)).toBe(true);
    expect(await contexts.canWrite({ kind: 'local', contextId: LOCAL_CONTEXT_ID }, LOCAL_CONTEXT_ID)).toBe(true);
    expect(await contexts.canRead(session(ada), LOCAL_CONTEXT_ID)).toBe(false);
  });

  it('maps workspace roles, with viewers read-only', async () => {
    const ws = randomUUID();
    const ctx = randomUUID();
    await db.knex('workspaces').insert({ id: ws, name: 'Team', owner_account_id: ada });
    await db.knex('workspace_members').insert([{ workspace_id: ws, account_id: ada, role: 'owner' }, { workspace_id: ws, account_id: eve, role: 'viewer' }]);
    await db.knex('contexts').insert({ id: ctx, kind: 'workspace', workspace_id: ws, name: 'Team' });
    expect(await contexts.canWrite(session(ada), ctx)).toBe(true);
    expect(await contexts.canRead(session(eve), ctx)).toBe(true);
    expect(await contexts.canWrite(session(eve), ctx)).toBe(false);
    expect(await contexts.canRead(session(bob), ctx)).toBe(false);
  });

  it('records audit entries with the actor, inside the caller transaction', async () => {
    const audit = auditServiceOn(db);
    await stack.transaction(async (tx) => {
      await audit.record({ action: 'test.rolled_back', principal: session(ada) }, tx);
      throw new Error('undo');
    }).catch(() => undefined);
    await audit.record({ action: 'test.kept', principal: session(ada), details: { n: 1 } });
    expect(await audit.list({ action: 'test.rolled_back' })).toHaveLength(0);
    const [kept] = await audit.list({ action: 'test.kept' });
    expect(kept).toMatchObject({ actor_kind: 'session', account_id: ada, details: { n: 1 } });
  });
});
