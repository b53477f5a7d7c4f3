/** The frame of every signed-in page: skip link, header with navigation and account menu, main area. */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { useSession } from '../session';
import { AccountSwitcher } from './AccountSwitcher';
import { Spinner } from './ui';

const NAV: Array<{ href: string; label: string; admin?: boolean }> = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/memories', label: 'Memories' },
  { href: '/recall', label: 'Recall' },
  { href: '/facts', label: 'Learned facts' },
  { href: '/graph', label: 'Graph' },
  { href: '/patterns', label: 'Patterns' },
  { href: '/connections', label: 'Connections' },
  { href: '/security', label: 'Security' },
  { href: '/account', label: 'Account' },
  { href: '/admin', label: 'Admin', admin: true },
];

export function Brand() {
  return (
    <a class="brand" href="/dashboard">
      <img src="/app/icon.svg" alt="" width={28} height={28} />
      <span>Memory Platform</span>
    </a>
  );
}

export function Layout({ title, children }: { title: string; children: ComponentChildren }) {
  const session = useSession();
  const { path, url, route } = useLocation();
  useEffect(() => {
    document.title = `${title} · Memory Platform`;
  }, [title]);
  useEffect(() => {
    if (session.status === 'signed-out') route(`/login?return_to=${encodeURIComponent(url)}`, true);
  }, [session.status, url]);
  if (session.status !== 'signed-in') return <Spinner />;
  const isAdmin = session.user?.role === 'admin';
  return (
    <div class="shell">
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <Brand />
        <AccountSwitcher />
      </header>
      <div class="frame">
        <nav aria-label="Main" class="sidebar">
          <ul class="nav">
            {NAV.filter((n) => !n.admin || isAdmin).map((n) => (
              <li key={n.href}>
                <a href={n.href} aria-current={path === n.href || path.startsWith(`${n.href}/`) ? 'page' : undefined}>
                  {n.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1}>
          <h1>{title}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The frame of signed-out pages (sign in, password links): a centred card. */
export function AuthFrame({ title, children }: { title: string; children: ComponentChildren }) {
  useEffect(() => {
    document.title = `${title} · Memory Platform`;
  }, [title]);
  return (
    <div class="auth-frame">
      <main id="main" class="auth-card">
        <Brand />
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
