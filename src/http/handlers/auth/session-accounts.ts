import type { AppServices } from '../../../services.js';

/** The SessionAccountsResponse body for a browser session. */
export async function sessionAccountsBody(services: AppServices, sessionId: string) {
  const members = await services.auth.sessions.members(sessionId);
  const active = await services.auth.sessions.activeAccountId(sessionId);
  const accounts = [];
  for (const member of members) {
    const a = await services.auth.accounts.repo.findById(member.account_id);
    if (a) accounts.push({ id: a.id, email: a.email, name: a.name || null, active: a.id === active });
  }
  return { accounts, active_account_id: active };
}
