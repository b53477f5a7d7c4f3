/**
 * Accounts as the sign-in area manages them: the user and profile views, profile
 * updates, and account creation (CLI admin, first sign-in through a provider). Every new
 * account gets a personal workspace (selected) and a private context.
 */
import type { SchemaUpdateUserProfileRequest, SchemaUser, SchemaUserProfileResponse } from '../../../../generated/api-types.js';
import type { ContextService } from '../../core/contexts.js';
import { AppError, ValidationError, type ValidationIssue } from '../../errors/app-error.js';
import type { AccountRow, AccountStore, AuthStores, NewAccount } from '../ports/index.js';
import { canonicalLocale, canonicalTimeZone } from './profile-values.js';

/** The user as the API shows it (the contract's User schema). */
export type UserView = SchemaUser;

/** The profile as the API shows it (the contract's UserProfileResponse). */
export type ProfileView = SchemaUserProfileResponse;

/** What a profile update may change (the contract's UpdateUserProfileRequest). */
export type ProfileChanges = SchemaUpdateUserProfileRequest;

export class AccountService {
  constructor(
    private readonly stores: AuthStores,
    private readonly contexts: ContextService,
  ) {}

  /** The account store (lookups by id for handlers and account management). */
  get repo(): AccountStore {
    return this.stores.accounts;
  }

  async get(accountId: string): Promise<AccountRow> {
    const account = await this.repo.findById(accountId);
    // A session whose account vanished (erasure) is as good as no session.
    if (!account) throw new AppError('AUTH-001');
    return account;
  }

  async userView(accountId: string): Promise<UserView> {
    const a = await this.get(accountId);
    // Every account is created with its personal workspace selected (see create below).
    if (!a.current_workspace_id) throw new Error(`Account ${a.id} has no current workspace`);
    return {
      id: a.id,
      email: a.email,
      name: a.name || null,
      role: a.role,
      current_workspace_id: a.current_workspace_id,
      timezone: a.timezone || null,
      locale: a.locale || null,
      email_verified: a.email_verified,
      mfa_enabled: await this.stores.credentials.isTotpEnabled(a.id),
    };
  }

  async profileView(accountId: string): Promise<ProfileView> {
    const a = await this.get(accountId);
    return {
      id: a.id,
      email: a.email,
      name: a.name || null,
      timezone: a.timezone || null,
      locale: a.locale || null,
      email_verified: a.email_verified,
      has_password: Boolean(a.password_hash),
      mfa_enabled: await this.stores.credentials.isTotpEnabled(a.id),
      accepted_terms_version: await this.stores.identities.latestAcceptedTerms(a.id),
      // The erasure service's first refusal (erasure-service.ts), known before anyone asks.
      erasure_refused: a.is_initial_admin ? 'ERASURE-005' : null,
      created_at: new Date(a.created_at).toISOString(),
    };
  }

  /** Applies the present fields; bad values answer 422 in the validation body shape. */
  async updateProfile(accountId: string, changes: ProfileChanges): Promise<ProfileView> {
    await this.get(accountId);
    const issues: ValidationIssue[] = [];
    const update: ProfileChanges = {};
    if (changes.name !== undefined) {
      const name = changes.name.normalize('NFC').trim();
      if (!name) issues.push({ loc: ['body', 'name'], msg: 'name must not be blank', type: 'value_error.blank' });
      else update.name = name;
    }
    if (changes.timezone !== undefined) {
      const zone = canonicalTimeZone(changes.timezone);
      if (!zone) issues.push({ loc: ['body', 'timezone'], msg: 'not a known IANA time zone', type: 'value_error.timezone' });
      else update.timezone = zone;
    }
    if (changes.locale !== undefined) {
      const locale = canonicalLocale(changes.locale);
      if (!locale) issues.push({ loc: ['body', 'locale'], msg: 'not a valid BCP 47 language tag', type: 'value_error.locale' });
      else update.locale = locale;
    }
    if (issues.length) throw new ValidationError(issues);
    await this.repo.updateProfile(accountId, update);
    return this.profileView(accountId);
  }

  /** Creates an account with its workspace and private context in the transaction of `tx`; 409 when the login id or email is taken. */
  async create(input: NewAccount, tx: AuthStores): Promise<AccountRow> {
    if (input.loginId && (await tx.accounts.findByLoginId(input.loginId))) throw new AppError('ACCOUNT-001');
    if (input.email && (await tx.accounts.findByEmail(input.email.toLowerCase()))) throw new AppError('ACCOUNT-001');
    const account = await tx.accounts.create(input);
    await this.contexts.privateContextOf(account.id, tx);
    return account;
  }
}
