/**
 * A provider round trip that re-authenticates the owner of a signed-in account instead of
 * signing in (flow purpose `erasure`, started by the account area's erasure confirmation): the
 * callback checks that it came back to the browser session that started it, that the identity is
 * one linked to that account, and, for OpenID Connect (started with prompt=login and max_age=0),
 * that the ID token's auth_time is not older than the round trip; then hands the proof to the
 * handler the account area registered, which confirms the erasure request.
 *
 * Failures after the flow was recognised go back to the erasure page
 * (`/account/erasure?erasure_error=<token>`), not to the sign-in page: the person is signed in.
 */
import type { AuthStores, FlowStateRow } from '../ports/index.js';
import { AppError } from '../../errors/app-error.js';
import type { SessionService } from '../sessions/session-service.js';
import { FlowError, type FlowErrorToken } from './flow-errors.js';
import type { ExternalIdentity, ProviderId } from './provider-clients.js';

/** The account page's erasure section, where an erasure round trip ends. */
export const ERASURE_PAGE = '/account/erasure';

/** How much earlier than the round trip's start an auth_time may be (clocks of two machines). */
const AUTH_TIME_SKEW_MS = 60_000;

export interface ReauthenticationProof {
  accountId: string;
  sessionId: string;
  provider: ProviderId;
  requestId?: string;
}

/** Consumes a proof (the account area confirms the erasure request); throws AppError when it refuses. */
export type ErasureProofHandler = (proof: ReauthenticationProof) => Promise<void>;

export const erasureFailureLocation = (token: FlowErrorToken) => `${ERASURE_PAGE}?erasure_error=${token}`;

export async function completeErasureProof(
  d: { sessions: SessionService; stores: AuthStores; handler: ErasureProofHandler | undefined },
  flow: FlowStateRow,
  provider: ProviderId,
  identity: ExternalIdentity,
  input: { sessionCookie?: string; requestId?: string },
): Promise<{ ok: true; location: string; accountId: string }> {
  const session = await d.sessions.live(input.sessionCookie);
  const accountId = flow.account_id;
  if (!session || !accountId || session.container.id !== flow.session_container_id || !session.members.some((m) => m.account_id === accountId)) {
    throw new FlowError('invalid_state', 'erasure callback without the session that started it');
  }
  const linked = await d.stores.identities.findIdentity(provider, identity.subject);
  if (!linked || linked.account_id !== accountId) throw new FlowError('identity_mismatch', 'another identity came back');
  if (flow.link_proof && (!identity.authTime || identity.authTime.getTime() < new Date(flow.created_at).getTime() - AUTH_TIME_SKEW_MS)) {
    throw new FlowError('not_reauthenticated', 'the provider did not sign the owner in afresh');
  }
  if (!d.handler) throw new Error('no erasure proof handler registered');
  try {
    await d.handler({ accountId, sessionId: session.container.id, provider, requestId: input.requestId });
  } catch (error) {
    if (error instanceof AppError) throw new FlowError(error.code === 'ERASURE-003' ? 'erasure_not_pending' : 'erasure_refused', error.code);
    throw error;
  }
  await d.stores.identities.touchIdentity(linked.id, new Date());
  return { ok: true, location: `${ERASURE_PAGE}?erasure=confirmed`, accountId };
}
