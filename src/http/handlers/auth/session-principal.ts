import { AppError } from '../../../domain/errors/app-error.js';
import type { Principal } from '../../../domain/core/principal.js';

export type SessionPrincipal = Extract<Principal, { kind: 'session' }>;

/** The session principal of a session-only operation (the security layer already refused others). */
export function requireSession(principal: Principal): SessionPrincipal {
  if (principal.kind !== 'session') throw new AppError('AUTH-001');
  return principal;
}
