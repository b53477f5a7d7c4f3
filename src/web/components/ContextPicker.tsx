/**
 * Which context (container of memories) the memory pages work in: the contexts the account
 * can read (GET /api/v1/me/contexts), the choice remembered per account in localStorage and
 * sent as X-Context-ID. A remembered context the account can no longer read falls back to
 * the default, so no request names a context the server would refuse.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api/client';
import { describeError } from '../api/errors';
import type { Schemas } from '../api/types';
import { useSession } from '../session';
import { Select } from './ui';

export type MyContext = Schemas['MyContext'];

export interface ContextChoice {
  /** null while loading. */
  contexts: MyContext[] | null;
  selected: MyContext | null;
  select(id: string): void;
  error: string | null;
}

const storageKey = (accountId: string) => `memplat.context.${accountId}`;

function remembered(accountId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(accountId));
  } catch {
    return null; // storage disabled: the choice lasts for the page only
  }
}

function remember(accountId: string, id: string): void {
  try {
    window.localStorage.setItem(storageKey(accountId), id);
  } catch {
    /* storage disabled */
  }
}

export function useContextChoice(): ContextChoice {
  const session = useSession();
  const accountId = session.user?.id;
  const [contexts, setContexts] = useState<MyContext[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!accountId) return;
    setContexts(null);
    setError(null);
    void api.GET('/api/v1/me/contexts').then((res) => {
      if (!res.data) {
        setError(describeError(res.error, 'Your contexts could not be loaded.'));
        return;
      }
      const wanted = remembered(accountId);
      const known = res.data.contexts.some((c) => c.id === wanted);
      setSelectedId(known ? wanted : res.data.default_context_id);
      setContexts(res.data.contexts);
    });
  }, [accountId]);
  return {
    contexts,
    selected: contexts?.find((c) => c.id === selectedId) ?? null,
    select(id) {
      setSelectedId(id);
      if (accountId) remember(accountId, id);
    },
    error,
  };
}

const ROLE = { owner: 'owner', editor: 'can edit', viewer: 'read only' } as const;

/** How a context is named in the picker: its name, what kind it is and what the account may do. */
export function contextLabel(ctx: MyContext, accountId: string | undefined): string {
  const name = ctx.kind === 'private'
    ? ctx.owner_account_id && accountId && ctx.owner_account_id !== accountId ? 'Private (linked account)' : 'Private'
    : ctx.kind === 'workspace' ? `${ctx.name} (workspace)` : ctx.name;
  return `${name} · ${ROLE[ctx.role]}`;
}

export function canWrite(ctx: MyContext | null): boolean {
  return ctx?.role === 'owner' || ctx?.role === 'editor';
}

/** The labelled select of contexts (shown once they are loaded). */
export function ContextPicker({ choice }: { choice: ContextChoice }) {
  const session = useSession();
  if (!choice.contexts || !choice.selected) return null;
  const options = choice.contexts.map((c) => ({ value: c.id, label: contextLabel(c, session.user?.id) }));
  return <Select label="Context" value={choice.selected.id} onChange={choice.select} options={options} />;
}
