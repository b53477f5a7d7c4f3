/**
 * The handler types hold the code to the contract at compile time: every `@ts-expect-error`
 * below is a mistake `tsc --noEmit` must refuse (an unused directive fails the type check),
 * and the lines without one are what it must accept.
 */
import { describe, expect, it } from 'vitest';
import type { OperationHandler, TagHandlers } from './handler-types.js';
import type { QueryOf, RequestBodyOf, RequestHeadersOf } from './operation-types.js';

const noContent = async () => ({ status: 204 as const });

// Accepted: a declared status with its body, the request typed from the spec.
export const accepted: OperationHandler<'requestPasswordSetup'> = async () => ({
  status: 202,
  body: { status: 'accepted', message: 'A link to set your password was sent.' },
});
export const typedRequest: OperationHandler<'acceptTerms'> = async (c) => {
  const version: string = c.body.version;
  return { status: 200, body: await c.services.account.passwords.acceptTerms({ kind: 'session' } as never, version) };
};

// @ts-expect-error 201 is not a status logout declares
export const undeclaredStatus: OperationHandler<'logout'> = async () => ({ status: 201 });

// @ts-expect-error the 202 body of requestPasswordSetup needs its message
export const incompleteBody: OperationHandler<'requestPasswordSetup'> = async () => ({ status: 202, body: { status: 'accepted' } });

// @ts-expect-error a 204 has no body
export const bodyOnNoContent: OperationHandler<'changePassword'> = async () => ({ status: 204, body: { ok: true } });

// @ts-expect-error the spec requires Location on createMemory's 201
export const missingLocation: OperationHandler<'createMemory'> = async (c) => {
  const { memory } = await c.services.memory.memories.upsert({} as never, c.body);
  return { status: 201, body: memory };
};

export const wrongRequestType: OperationHandler<'acceptTerms'> = async (c) => {
  // @ts-expect-error the terms version is a string
  const version: number = c.body.version;
  void version;
  return noContent() as never;
};

// @ts-expect-error updateUserProfile has no handler in the users folder
export const missingHandler: TagHandlers<'users'> = { getUser: noContent as never, getUserProfile: noContent as never };

export const extraHandler: TagHandlers<'system'> = {
  getApiRoot: noContent as never,
  getHealth: noContent as never,
  getMetrics: noContent as never,
  // @ts-expect-error getUser is not an operation of the system tag
  getUser: noContent as never,
};

describe('operation types', () => {
  it('derive query, headers and body from the contract', () => {
    const query: QueryOf<'searchMemories'> = { q: 'tea', limit: 5 };
    const headers: RequestHeadersOf<'getMemory'> = { 'x-agent-name': 'global', authorization: 'Bearer x' };
    const none: RequestBodyOf<'getMemory'> = undefined;
    // @ts-expect-error q is required
    const noQ: QueryOf<'searchMemories'> = { limit: 5 };
    expect([query.q, headers['x-agent-name'], none, noQ]).toEqual(['tea', 'global', undefined, { limit: 5 }]);
  });
});
