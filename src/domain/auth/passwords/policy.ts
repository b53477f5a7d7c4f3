/**
 * The password policy (NIST SP 800-63B style: length and a block list, no composition
 * rules): 12 to 128 characters, not a common password, and not containing the
 * account's login id, email address or the local part of the email.
 * Violations are answered 422 in the validation body shape, naming the reason.
 */
import { ValidationError } from '../../errors/app-error.js';
import { isCommonPassword } from './common-passwords.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './policy-limits.js';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './policy-limits.js';

export type PolicyViolation = 'too_short' | 'too_long' | 'common' | 'contains_identifier';

export interface PolicyContext {
  loginId?: string | null;
  email?: string | null;
}

const MESSAGES: Record<PolicyViolation, string> = {
  too_short: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'Password is too common; choose another',
  contains_identifier: 'Password must not contain your login ID or email address',
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

export function findPolicyViolation(password: string, context: PolicyContext = {}): PolicyViolation | null {
  const normalised = password.normalize('NFKC');
  const length = [...normalised].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (isCommonPassword(normalised)) return 'common';
  const lower = normalised.toLowerCase();
  if (identifierParts(context).some((part) => lower.includes(part))) return 'contains_identifier';
  return null;
}

/** Throws the 422 validation error when the password breaks the policy. */
export function assertPasswordPolicy(password: string, context: PolicyContext, field: string): void {
  const violation = findPolicyViolation(password, context);
  if (!violation) return;
  throw new ValidationError([{ loc: ['body', field], msg: MESSAGES[violation], type: `value_error.password.${violation}` }]);
}
