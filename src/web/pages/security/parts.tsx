/** The new-password pair with the policy hint, shared by the password link, security and account pages. */
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
