/**
 * Browser sessions: a container named by the `svc_session` cookie holds one or more
 * signed-in accounts, exactly one active.
 *
 * - The cookie value is 32 random bytes (base64url); only its sha256 is stored.
 * - Every sign-in (password, second factor, provider callback) creates a NEW container
 *   with a new cookie value and deletes the one the browser presented; accounts carried
 *   over when adding an account move to the new container. A cookie value planted
 *   before sign-in (session fixation) is therefore dead after it.
 * - Lifetimes: the container dies after SESSION_IDLE_TIMEOUT_SECONDS without use; each
 *   member sign-in dies SESSION_ABSOLUTE_LIFETIME_SECONDS after it happened. When the
 *   active account's sign-in lapsed the cookie authenticates nobody (no silent switch to
 *   another identity); logout still works.
 */
import type { AuthConfig } from '../../../config/auth.js';
import type { ContextService } from '../../core/contexts.js';
import type { Principal } from '../../core/principal.js';
import { AppError } from '../../errors/app-error.js';
import { isUuid } from '../../core/ids.js';
import type { AuthStores, ContainerRow, MemberRow, NewMember, SessionStore } from '../ports/index.js';
import { ISSUED_TOKEN_PATTERN, randomToken } from '../crypto/tokens.js';
import { sha256Hex } from '../../core/sha256.js';

const TOUCH_RESOLUTION_MS = 60_000; // at most one last_seen write per minute per session

export interface LiveSession {
  container: ContainerRow;
  members: MemberRow[];
}

export interface SignInInput {
  accountId: string;
  authMethod: string;
  /** When the user proved who they are (ID token auth_time for provider sign-ins with link_proof). */
  authTime?: Date;
  /** The cookie the browser presented, if any. */
  currentCookie?: string;
  /** Keep the other accounts of the presented session (add an account) instead of replacing it. */
  addToExisting: boolean;
  persistent?: boolean;
}

const USER_AGENT_MAX = 512;

export interface IssuedSession {
  token: string;
  containerId: string;
  /** Max-Age for the cookie, or undefined for a browser-session cookie. */
  maxAgeSeconds?: number;
}

export class SessionService {
  constructor(
    private readonly stores: AuthStores,
    private readonly contexts: ContextService,
    private readonly config: AuthConfig,
  ) {}

  private get repo(): SessionStore {
    return this.stores.sessions;
  }

  /**
   * ASVS L2 lifetimes (30 min idle, 12 h per sign-in) by default; a sign-in that chose "keep
   * me signed in on this browser" gets the longer SESSION_REMEMBER_* lifetimes and a persistent cookie.
   */
  private lifetimes(persistent: boolean): { idleSeconds: number; absoluteSeconds: number } {
    return persistent
      ? { idleSeconds: this.config.sessionRememberIdleSeconds, absoluteSeconds: this.config.sessionRememberAbsoluteSeconds }
      : { idleSeconds: this.config.sessionIdleSeconds, absoluteSeconds: this.config.sessionAbsoluteSeconds };
  }

  private idleExpired(container: ContainerRow, now: Date): boolean {
    return new Date(container.last_seen_at).getTime() + this.lifetimes(container.persistent).idleSeconds * 1000 <= now.getTime();
  }

  /** The container the cookie names, when it is still within its idle lifetime (lapsed members filtered out). */
  async live(cookie: string | undefined, now = new Date()): Promise<LiveSession | null> {
    if (!cookie || !ISSUED_TOKEN_PATTERN.test(cookie)) return null;
    const container = await this.repo.findContainerByTokenHash(sha256Hex(cookie));
    if (!container) return null;
    if (this.idleExpired(container, now)) {
      await this.repo.deleteContainer(container.id);
      return null;
    }
    const members = (await this.repo.members(container.id)).filter((m) => new Date(m.expires_at) > now);
    return { container, members };
  }

  /** The principal for the security layer: the active account of a live session. */
  async resolve(cookie: string): Promise<Principal | null> {
    const now = new Date();
    const session = await this.live(cookie, now);
    if (!session) return null;
    const active = session.members.find((m) => m.account_id === session.container.active_account_id);
    if (!active) return null;
    if (now.getTime() - new Date(session.container.last_seen_at).getTime() > TOUCH_RESOLUTION_MS) {
      await this.repo.touch(session.container.id, now);
    }
    const contextId = await this.contexts.privateContextOf(await this.stores.accounts.sharedContextOwner(active.account_id));
    return { kind: 'session', sessionId: session.container.id, accountId: active.account_id, contextId };
  }

  /** Starts a fresh container (always a new cookie value) holding the account, active. */
  async signIn(input: SignInInput): Promise<IssuedSession> {
    const now = new Date();
    const previous = await this.live(input.currentCookie, now);
    const token = randomToken();
    const persistent = input.persistent ?? (previous?.container.persistent ?? false);
    const { absoluteSeconds } = this.lifetimes(persistent);
    const expiresAt = new Date(now.getTime() + absoluteSeconds * 1000);
    const signingIn: NewMember = {
      accountId: input.accountId,
      authMethod: input.authMethod,
      signedInAt: now,
      authTime: input.authTime ?? now,
      expiresAt,
    };
    let carried: NewMember[] = [];
    if (previous && input.addToExisting) {
      carried = previous.members
        .filter((m) => m.account_id !== input.accountId)
        .map((m) => ({ accountId: m.account_id, authMethod: m.auth_method, signedInAt: new Date(m.signed_in_at), authTime: new Date(m.auth_time), expiresAt: new Date(m.expires_at) }));
      // Over the cap, the longest-signed-in accounts leave first.
      carried = carried.slice(Math.max(0, carried.length - (this.config.sessionMaxAccounts - 1)));
    }
    const containerId = await this.stores.transaction(async (tx) => {
      if (previous) await tx.sessions.deleteContainer(previous.container.id);
      return tx.sessions.createContainer({ tokenHash: sha256Hex(token), activeAccountId: input.accountId, persistent, now, members: [...carried, signingIn] });
    });
    return { token, containerId, maxAgeSeconds: persistent ? absoluteSeconds : undefined };
  }

  /**
   * Logout (A1 rule 1). `all` ends the container. `current` signs out the active account;
   * another signed-in account becomes active (session continues), or the session ends
   * when none is left or the removal fails (then the whole container is deleted).
   */
  async logout(cookie: string | undefined, scope: 'current' | 'all'): Promise<{ sessionEnded: boolean; remainingActive?: string }> {
    const session = await this.live(cookie).catch(() => null);
    if (!session) return { sessionEnded: true };
    if (scope === 'all') {
      await this.repo.deleteContainer(session.container.id);
      return { sessionEnded: true };
    }
    try {
      const next = await this.stores.transaction(async (tx) => {
        await tx.sessions.removeMember(session.container.id, session.container.active_account_id);
        await tx.sessions.removeExpiredMembers(session.container.id, new Date());
        const rest = await tx.sessions.members(session.container.id);
        const successor = rest.at(-1); // most recently signed in
        if (!successor) {
          await tx.sessions.deleteContainer(session.container.id);
          return null;
        }
        await tx.sessions.setActive(session.container.id, successor.account_id);
        return successor.account_id;
      });
      return next ? { sessionEnded: false, remainingActive: next } : { sessionEnded: true };
    } catch {
      // Removal could not be completed: fall back to a full sign-out.
      await this.repo.deleteContainer(session.container.id).catch(() => undefined);
      return { sessionEnded: true };
    }
  }

  async members(containerId: string): Promise<MemberRow[]> {
    const now = new Date();
    return (await this.repo.members(containerId)).filter((m) => new Date(m.expires_at) > now);
  }

  async activeAccountId(containerId: string): Promise<string | undefined> {
    return this.repo.activeAccountOf(containerId);
  }

  /** A5: the target must already be signed in on this container; 404 otherwise, whether or not it exists. */
  async switchAccount(containerId: string, accountId: string): Promise<void> {
    const member = isUuid(accountId) ? await this.repo.member(containerId, accountId) : undefined;
    if (!member || new Date(member.expires_at) <= new Date()) throw new AppError('SESSION-001');
    await this.repo.setActive(containerId, accountId);
  }

  /** When the account last proved who it is on this browser session (for freshness checks). */
  async authTimeOf(containerId: string, accountId: string): Promise<Date | null> {
    const member = isUuid(accountId) ? await this.repo.member(containerId, accountId) : undefined;
    return member ? new Date(member.auth_time) : null;
  }

  /**
   * Signs the account out of every browser session except `keepContainerId`. A container
   * where it was the active account ends entirely (the browser must not silently carry on
   * as another identity); elsewhere only its membership goes. Runs in the transaction of
   * `tx` when given (the caller's change and the sign-outs commit together), else in its own.
   */
  async revokeAccountSessions(accountId: string, options: { keepContainerId?: string | null } = {}, tx?: AuthStores): Promise<number> {
    return (tx ?? this.stores).transaction(async ({ sessions }) => {
      const containers = await sessions.containersOfAccount(accountId, options.keepContainerId ?? null);
      for (const containerId of containers) {
        if ((await sessions.activeAccountOf(containerId)) === accountId) {
          await sessions.deleteContainer(containerId);
          continue;
        }
        await sessions.removeMember(containerId, accountId);
        if ((await sessions.members(containerId)).length === 0) await sessions.deleteContainer(containerId);
      }
      return containers.length;
    });
  }

  /** Records where the browser that just signed in is (after signIn; shown in session lists). */
  async recordClient(containerId: string, client: { userAgent?: string; ip?: string }): Promise<void> {
    const userAgent = client.userAgent ? client.userAgent.slice(0, USER_AGENT_MAX) : null;
    await this.repo.recordClient(containerId, { userAgent, ip: client.ip || null });
  }

  /**
   * Max-Age of the cookies of a session that are being re-sent: the rest of the absolute
   * lifetime for a "remember me" session, undefined (a browser-session cookie) otherwise.
   */
  async cookieMaxAge(containerId: string, now = new Date()): Promise<number | undefined> {
    const container = await this.repo.findContainer(containerId);
    if (!container?.persistent) return undefined;
    const end = new Date(container.created_at).getTime() + this.lifetimes(true).absoluteSeconds * 1000;
    return Math.max(0, Math.floor((end - now.getTime()) / 1000));
  }

  async purgeExpired(): Promise<number> {
    const now = new Date();
    const idleBefore = (persistent: boolean) => new Date(now.getTime() - this.lifetimes(persistent).idleSeconds * 1000);
    return this.repo.purgeExpired({ browserSession: idleBefore(false), remembered: idleBefore(true) }, now);
  }
}
