/** The contexts (containers of memories) the account can read, named for people. */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';

export type MyContext = Schemas['MyContext'];

export function contextLabel(ctx: MyContext, accountId: string | undefined): string {
  if (ctx.kind === 'private') return ctx.owner_account_id && accountId && ctx.owner_account_id !== accountId ? 'Private (a linked account)' : 'Private';
  if (ctx.kind === 'workspace') return `${ctx.name} (workspace)`;
  return ctx.name;
}

export function canWrite(ctx: MyContext): boolean {
  return ctx.role === 'owner' || ctx.role === 'editor';
}

/** Loads the readable contexts once; `error` says why when they cannot be listed. */
export function useMyContexts() {
  const [data, setData] = useState<Schemas['MyContextsResponse'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void api.GET('/api/v1/me/contexts').then((res) => {
      if (res.error) setError(describeError(res.error));
      else setData(res.data);
    });
  }, []);
  return { contexts: data?.contexts ?? null, defaultContextId: data?.default_context_id ?? null, error };
}
