import type { AppServices } from '../../../services.js';
import type { SessionPrincipal } from './session-principal.js';

/**
 * The SessionAccountsResponse body for a browser session. The session's active account is
 * the principal's account, which the security layer resolved from this very session.
 */
export async function sessionAccountsBody(services: AppServices, session: SessionPrincipal) {
  const { sessionId } = session;
  const members = await services.auth.sessions.members(sessionId);
  const active = (await services.auth.sessions.activeAccountId(sessionId)) ?? session.accountId;
  const accounts = [];
  for (const member of members) {
    const a = await services.auth.accounts.repo.findById(member.account_id);
    if (a) accounts.push({ id: a.id, email: a.email, name: a.name || null, active: a.id === active });
  }
  return { accounts, active_account_id: active };
}
