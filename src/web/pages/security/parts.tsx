/** Pieces the password, security and account pages share: the new-password pair with the policy hint, and long dates. */
import { Field } from '../../components/ui';
import { policyHint, type PasswordPolicy } from './password-policy';

export function NewPasswordFields({ password, confirmation, onPassword, onConfirmation, policy }: { password: string; confirmation: string; onPassword: (v: string) => void; onConfirmation: (v: string) => void; policy: PasswordPolicy | undefined }) {
  return (
    <>
      <Field label="New password" type="password" value={password} onInput={onPassword} autoComplete="new-password" required maxLength={policy?.max_length} hint={policyHint(policy)} />
      <Field label="Confirm new password" type="password" value={confirmation} onInput={onConfirmation} autoComplete="new-password" required />
    </>
  );
}

/** Formats a moment as a date and time a person reads ("12 March 2025 at 14:05"). */
export function longDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}
