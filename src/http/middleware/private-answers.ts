/**
 * Answers that carry an account's or a context's data must not be kept by a browser's cache or
 * a shared cache between the client and the server: every answer of an operation that declares
 * security (memory, export, account, audit, /mcp, ...), and of a public one reached with
 * credentials, gets `Cache-Control: no-store` and `Vary: Cookie, Authorization` (the answer
 * depends on who asks). Set as the pipeline's step right after authentication, before the
 * handler runs, so errors and answers written straight to the socket (/mcp streams) carry it
 * too; a handler may still set its own Cache-Control for a public document.
 */
import type Koa from 'koa';
import type { Principal } from '../../domain/core/principal.js';

export function markPrivateAnswer(ctx: Koa.Context, op: { security: string[][] }, principal: Principal): void {
  if (op.security.length === 0 && principal.kind === 'anonymous') return;
  ctx.set('Cache-Control', 'no-store');
  ctx.vary('Cookie');
  ctx.vary('Authorization');
}
