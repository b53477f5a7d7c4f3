/** The "Add a passkey" step: an optional name and, on accounts with one, the password again. */
import { Alert, Button, Field } from '../../components/ui';

interface Props {
  name: string;
  onName: (v: string) => void;
  /** The password field's value, or null when the account has no password (a recent sign-in suffices). */
  password: string | null;
  onPassword: (v: string) => void;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onCancel: () => void;
}

export function AddPasskeyForm({ name, onName, password, onPassword, busy, error, onSubmit, onCancel }: Props) {
  return (
    <form
      class="confirm-step"
      aria-label="Add a passkey"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3>Add a passkey</h3>
      {error && <Alert>{error}</Alert>}
      <Field label="Passkey name (optional)" value={name} onInput={onName} maxLength={64} hint="For example “Work laptop” or “Blue security key”." />
      {password !== null && <Field label="Your password" type="password" value={password} onInput={onPassword} autoComplete="current-password" required />}
      <div class="actions">
        <Button kind="primary" type="submit" busy={busy}>
          Continue to your passkey
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
