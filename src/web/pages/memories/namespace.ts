/**
 * Whose memories the memory pages show: the context (ContextPicker), the user (X-User-ID)
 * and the agent (X-Agent-Name). User and agent are remembered per account in localStorage,
 * so the memories, recall, graph and patterns pages look at the same namespace.
 */
import { useState } from 'preact/hooks';
import { canWrite, useContextChoice, type ContextChoice } from '../../components/ContextPicker';
import { useSession } from '../../session';

export const DEFAULT_USER = 'default_user';
export const DEFAULT_AGENT = 'global';
/** The spec's X-Agent-Name pattern ('*' is not an agent name on REST). */
export const AGENT_PATTERN = '[A-Za-z0-9._:\\-]+';

export interface Who {
  userId: string;
  agentName: string;
}

/** Headers of a memory or graph call in this namespace. */
export interface NamespaceHeaders {
  'X-Context-ID': string;
  'X-User-ID': string;
  'X-Agent-Name': string;
}

export interface MemoryNamespace extends Who {
  context: ContextChoice;
  /** Set once the context is known; pages wait for it before calling the API. */
  headers: NamespaceHeaders | null;
  /** Changes exactly when the namespace does (for effect dependencies). */
  key: string | null;
  writable: boolean;
  setWho(who: Who): void;
}

const key = (accountId: string) => `memplat.namespace.${accountId}`;

function load(accountId: string | undefined): Who {
  const fallback = { userId: DEFAULT_USER, agentName: DEFAULT_AGENT };
  if (!accountId) return fallback;
  try {
    const raw = JSON.parse(window.localStorage.getItem(key(accountId)) ?? 'null') as Partial<Who> | null;
    return {
      userId: typeof raw?.userId === 'string' && raw.userId.trim() ? raw.userId : DEFAULT_USER,
      agentName: typeof raw?.agentName === 'string' && new RegExp(`^${AGENT_PATTERN}$`).test(raw.agentName) ? raw.agentName : DEFAULT_AGENT,
    };
  } catch {
    return fallback;
  }
}

export function useMemoryNamespace(): MemoryNamespace {
  const session = useSession();
  const accountId = session.user?.id;
  const context = useContextChoice();
  const [who, setWhoState] = useState<Who & { account?: string }>(() => ({ ...load(accountId), account: accountId }));
  // Another account became active: take up its remembered namespace.
  const current = who.account === accountId ? who : { ...load(accountId), account: accountId };
  if (current !== who) setWhoState(current);
  const ctx = context.selected;
  return {
    context,
    userId: current.userId,
    agentName: current.agentName,
    headers: ctx ? { 'X-Context-ID': ctx.id, 'X-User-ID': current.userId, 'X-Agent-Name': current.agentName } : null,
    key: ctx ? `${ctx.id}|${current.userId}|${current.agentName}` : null,
    writable: canWrite(ctx),
    setWho(next) {
      setWhoState({ ...next, account: accountId });
      if (accountId) {
        try {
          window.localStorage.setItem(key(accountId), JSON.stringify(next));
        } catch {
          /* storage disabled */
        }
      }
    },
  };
}
