/**
 * The password policy (NIST SP 800-63B style: length, a block list and a guessability
 * estimate, no composition rules): 12 to 128 characters, not a common password, not
 * containing the account's login id, email address or the local part of the email, and not
 * easy to guess by the zxcvbn-ts estimate (strength.ts: repeats, sequences, keyboard walks,
 * dates, variants of common passwords).
 * Violations are answered 422 `AUTH-060` in the validation body shape, naming the reason.
 */
import { ValidationError } from '../../errors/app-error.js';
import { isCommonPassword } from './common-passwords.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './policy-limits.js';
import { estimateStrength } from './strength.js';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './policy-limits.js';

export type PolicyViolation = 'too_short' | 'too_long' | 'common' | 'contains_identifier' | 'weak';

export interface PolicyContext {
  loginId?: string | null;
  email?: string | null;
}

const MESSAGES: Record<PolicyViolation, string> = {
  too_short: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'Password is too common; choose another',
  contains_identifier: 'Password must not contain your login ID or email address',
  weak: 'Password is too easy to guess; a few unrelated words make a strong one',
};

/** Pieces of the account's identity long enough to matter inside a password. */
function identifierParts(context: PolicyContext): string[] {
  const parts: string[] = [];
  if (context.loginId) parts.push(context.loginId);
  if (context.email) {
    parts.push(context.email);
    parts.push(context.email.split('@')[0]);
  }
  return parts.map((p) => p.normalize('NFKC').toLowerCase()).filter((p) => p.length >= 3);
}

/** The first rule the password breaks, with the sentence that explains it; null when it passes. */
export function checkPasswordPolicy(password: string, context: PolicyContext = {}): { violation: PolicyViolation; message: string } | null {
  const normalised = password.normalize('NFKC');
  const length = [...normalised].length;
  const broken = (violation: PolicyViolation, message = MESSAGES[violation]) => ({ violation, message });
  if (length < PASSWORD_MIN_LENGTH) return broken('too_short');
  if (length > PASSWORD_MAX_LENGTH) return broken('too_long');
  if (isCommonPassword(normalised)) return broken('common');
  const lower = normalised.toLowerCase();
  const parts = identifierParts(context);
  if (parts.some((part) => lower.includes(part))) return broken('contains_identifier');
  const { reason } = estimateStrength(normalised, parts);
  if (reason) return broken('weak', `Password is too easy to guess: ${reason}. A few unrelated words make a strong one`);
  return null;
}

export function findPolicyViolation(password: string, context: PolicyContext = {}): PolicyViolation | null {
  return checkPasswordPolicy(password, context)?.violation ?? null;
}

/** Throws the 422 `AUTH-060` validation error when the password breaks the policy. */
export function assertPasswordPolicy(password: string, context: PolicyContext, field: string): void {
  const broken = checkPasswordPolicy(password, context);
  if (!broken) return;
  throw new ValidationError([{ loc: ['body', field], msg: broken.message, type: `value_error.password.${broken.violation}` }], 'AUTH-060');
}
