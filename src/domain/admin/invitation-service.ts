/**
 * Closed-beta sign-up invitations (interface spec A1 rule 3, section 5.7). The token is 32
 * random bytes (base64url, the shape the provider sign-up accepts as `invite`); only its
 * sha256 is stored, so it is shown once, in the creation answer. The link points at the
 * sign-in page, which passes the token on to the provider sign-in. When an address is
 * given the link is also mailed there after the invitation is stored; a mail failure
 * leaves the invitation in place (the administrator still has the link: `emailed` false).
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.js';
import type { MailService } from '../auth/mail/mail-service.js';
import { randomToken } from '../auth/crypto/tokens.js';
import { looksLikeEmail } from '../auth/identifiers.js';
import type { AuditService } from '../core/audit.js';
import type { Principal } from '../core/principal.js';
import { AppError, ValidationError, type ValidationIssue } from '../errors/app-error.js';
import { AdministratorCheck } from './administrator-check.js';
import { invitationMail } from './invitation-mail.js';
import type { AdminStores, InvitationRecord } from './ports.js';
import { sha256Hex } from '../core/sha256.js';

export const INVITATION_DAYS_DEFAULT = 14;
export const INVITATION_DAYS_MAX = 90;
export const INVITATION_NOTE_MAX = 200;
const DAY_MS = 86_400_000;

export type InvitationStatus = 'active' | 'used' | 'expired' | 'revoked';

export interface InvitationView {
  id: string;
  email: string | null;
  note: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  status: InvitationStatus;
}

export interface CreatedInvitation extends InvitationView {
  token: string;
  url: string;
  emailed: boolean;
}

export interface InvitationInput {
  email?: string;
  note?: string;
  expiresInDays?: number;
}

export interface InvitationDeps {
  /** Invitations; each change and its audit row are written in one transaction of these stores. */
  stores: AdminStores;
  administrators: AdministratorCheck;
  audit: AuditService;
  mail: Pick<MailService, 'send'>;
  publicUrl: string;
  logger: Logger;
  now(): Date;
}

export class InvitationService {
  constructor(private readonly deps: InvitationDeps) {}

  async list(principal: Principal): Promise<{ invitations: InvitationView[] }> {
    await this.deps.administrators.assert(principal);
    const now = this.deps.now();
    return { invitations: (await this.deps.stores.invitations.list()).map((r) => toView(r, now)) };
  }

  async create(principal: Principal, input: InvitationInput, requestId?: string): Promise<CreatedInvitation> {
    await this.deps.administrators.assert(principal);
    const { email, note, days } = validate(input);
    const token = randomToken();
    const createdAt = this.deps.now();
    const record: InvitationRecord = { id: randomUUID(), email, note, createdAt, expiresAt: new Date(createdAt.getTime() + days * DAY_MS), usedAt: null, revokedAt: null };
    await this.deps.stores.transaction(async (tx) => {
      await tx.invitations.insert({ ...record, tokenHash: sha256Hex(token), createdByAccountId: AdministratorCheck.accountOf(principal) });
      await this.deps.audit.record(
        { action: 'invitation.created', principal, targetType: 'invitation', targetId: record.id, details: { expires_at: record.expiresAt.toISOString(), has_email: email !== null }, requestId },
        tx,
      );
    });
    const url = `${this.deps.publicUrl.replace(/\/+$/, '')}/login?invite=${encodeURIComponent(token)}`;
    const emailed = email !== null && (await this.mailLink(email, url, record.expiresAt));
    return { ...toView(record, createdAt), token, url, emailed };
  }

  /** Idempotent: an invitation that is already revoked, used or expired stays as it is. */
  async revoke(principal: Principal, id: string, requestId?: string): Promise<void> {
    await this.deps.administrators.assert(principal);
    if (!(await this.deps.stores.invitations.find(id))) throw new AppError('ADMIN-002');
    await this.deps.stores.transaction(async (tx) => {
      if (!(await tx.invitations.revokeUsable(id, this.deps.now()))) return;
      await this.deps.audit.record({ action: 'invitation.revoked', principal, targetType: 'invitation', targetId: id, requestId }, tx);
    });
  }

  private async mailLink(to: string, url: string, expiresAt: Date): Promise<boolean> {
    try {
      await this.deps.mail.send({ kind: 'signup_invitation', to, ...invitationMail(url, expiresAt) });
      return true;
    } catch (err) {
      this.deps.logger.warn({ err }, 'invitation email could not be sent; the link was returned to the administrator');
      return false;
    }
  }
}

export function invitationStatus(r: InvitationRecord, now: Date): InvitationStatus {
  if (r.usedAt) return 'used';
  if (r.revokedAt) return 'revoked';
  return r.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

function toView(r: InvitationRecord, now: Date): InvitationView {
  return {
    id: r.id,
    email: r.email,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    used_at: r.usedAt ? r.usedAt.toISOString() : null,
    revoked_at: r.revokedAt ? r.revokedAt.toISOString() : null,
    status: invitationStatus(r, now),
  };
}

/** The HTTP layer validated the body already; the CLI passes its options here unchecked. */
function validate(input: InvitationInput): { email: string | null; note: string | null; days: number } {
  const issues: ValidationIssue[] = [];
  const email = input.email?.trim() || null;
  if (email !== null && !looksLikeEmail(email.toLowerCase())) issues.push({ loc: ['body', 'email'], msg: 'not an email address', type: 'value_error.email' });
  const note = input.note?.normalize('NFC').trim() || null;
  if (note !== null && note.length > INVITATION_NOTE_MAX) issues.push({ loc: ['body', 'note'], msg: `at most ${INVITATION_NOTE_MAX} characters`, type: 'value_error.any_str.max_length' });
  const days = input.expiresInDays ?? INVITATION_DAYS_DEFAULT;
  if (!Number.isInteger(days) || days < 1 || days > INVITATION_DAYS_MAX) {
    issues.push({ loc: ['body', 'expires_in_days'], msg: `a whole number of days from 1 to ${INVITATION_DAYS_MAX}`, type: 'value_error.number.not_in_range' });
  }
  if (issues.length) throw new ValidationError(issues);
  return { email, note, days };
}
