/**
 * The header's account menu: every account signed in on this browser, switch between
 * them, add another, sign out of this one or of all (interface spec A1).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api } from '../api/client';
import { displayName, useSession } from '../session';

export function AccountSwitcher() {
  const session = useSession();
  const { route, url } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    // The menu closes like a native one: Escape (focus back on its button) or a click elsewhere.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]')?.focus();
    };
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  const active = session.accounts.find((a) => a.active);
  if (!session.user) return null;

  async function switchTo(accountId: string) {
    setOpen(false);
    await api.POST('/api/v1/auth/accounts/switch', { body: { account_id: accountId } });
    await session.refresh();
    route(url);
  }

  async function signOut(scope: 'current' | 'all') {
    setOpen(false);
    const res = await api.POST('/api/v1/auth/logout', { params: { query: { scope } } });
    await session.refresh();
    if (res.data?.session_ended !== false) route('/login');
  }

  return (
    <div class="account-switcher" ref={root}>
      <button class="btn btn-ghost" aria-haspopup="true" aria-expanded={open} aria-controls="account-menu" onClick={() => setOpen(!open)}>
        <span class="avatar" aria-hidden="true">
          {displayName(session.user).slice(0, 1).toUpperCase()}
        </span>
        <span class="account-name">{displayName(active ?? session.user)}</span>
        <span class="visually-hidden"> (account menu)</span>
      </button>
      {open && (
        <div class="menu" id="account-menu">
          <p class="menu-label">Signed in on this browser</p>
          <ul>
            {session.accounts.map((a) => (
              <li key={a.id}>
                {a.active ? (
                  <span class="menu-item current" aria-current="true">
                    {displayName(a)} <small>active</small>
                  </span>
                ) : (
                  <button class="menu-item" onClick={() => switchTo(a.id)}>
                    Switch to {displayName(a)}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <a class="menu-item" href={`/login?add_account=true&return_to=${encodeURIComponent(url)}`} onClick={() => setOpen(false)}>
            Add another account
          </a>
          <button class="menu-item" onClick={() => signOut('current')}>
            Sign out of this account
          </button>
          <button class="menu-item" onClick={() => signOut('all')}>
            Sign out of all accounts
          </button>
        </div>
      )}
    </div>
  );
}
