/**
 * Who is signed in on this browser: the active user and every account of the session
 * (the header's account switcher). Pages read it with `useSession()`.
 */
import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useState } from 'preact/hooks';
import { api } from './api/client';
import { setSessionCheck } from './api/failures';
import type { SessionAccount, User } from './api/types';

export interface SessionState {
  status: 'loading' | 'signed-out' | 'signed-in';
  user: User | null;
  accounts: SessionAccount[];
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionState>({ status: 'loading', user: null, accounts: [], refresh: async () => undefined });

export function SessionProvider({ children }: { children: ComponentChildren }) {
  const [state, setState] = useState<Omit<SessionState, 'refresh'>>({ status: 'loading', user: null, accounts: [] });
  const refresh = useCallback(async () => {
    const res = await api.GET('/api/v1/auth/session');
    const data = res.data;
    if (res.error) return; // unreachable or failing server: keep what is known (the failure notice says so)
    if (!data?.authenticated || !data.user) {
      setState({ status: 'signed-out', user: null, accounts: [] });
      return;
    }
    setState({ status: 'signed-in', user: data.user, accounts: data.accounts });
  }, []);
  useEffect(() => {
    void refresh();
    // An API answer that may mean the session ended re-reads it; signed out, Layout goes to sign-in with return_to.
    setSessionCheck(refresh);
  }, [refresh]);
  return <SessionContext.Provider value={{ ...state, refresh }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** How a person is named in the interface: name, else email, else id. */
export function displayName(a: { name?: string | null; email?: string | null; id: string }): string {
  return a.name || a.email || a.id;
}
