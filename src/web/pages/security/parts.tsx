/**
 * Pieces the password, security and account pages share: the new-password pair with the
 * policy hint, and the in-page confirmation step of a destructive action (real buttons the
 * keyboard reaches, never window.confirm).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Button, Field } from '../../components/ui';
import { policyHint, type PasswordPolicy } from './password-policy';

export function NewPasswordFields({ password, confirmation, onPassword, onConfirmation, policy }: { password: string; confirmation: string; onPassword: (v: string) => void; onConfirmation: (v: string) => void; policy: PasswordPolicy | undefined }) {
  return (
    <>
      <Field label="New password" type="password" value={password} onInput={onPassword} autoComplete="new-password" required maxLength={policy?.max_length} hint={policyHint(policy)} />
      <Field label="Confirm new password" type="password" value={confirmation} onInput={onConfirmation} autoComplete="new-password" required />
    </>
  );
}

/**
 * What will happen, the button that does it and Cancel. Focus starts on Cancel, the safe
 * choice; `children` holds any re-authentication field the action needs.
 */
export function ConfirmStep({ title, message, confirmLabel, busy, onConfirm, onCancel, children }: { title: string; message: ComponentChildren; confirmLabel: string; busy?: boolean; onConfirm: () => void; onCancel: () => void; children?: ComponentChildren }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <form
      class="danger-confirm"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
    >
      <h3>{title}</h3>
      <div class="danger-confirm-message">{message}</div>
      {children}
      <div class="actions">
        <Button kind="danger" type="submit" busy={busy}>
          {confirmLabel}
        </Button>
        <button type="button" class="btn btn-secondary" ref={cancel} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Formats a moment as a date and time a person reads ("12 March 2025 at 14:05"). */
export function longDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}
