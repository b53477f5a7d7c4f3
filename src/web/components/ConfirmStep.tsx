/**
 * The in-page confirmation of a destructive action, used by every page: what will happen,
 * a button naming the action, and Cancel. A real form the keyboard and tests reach (never
 * window.confirm); focus starts on Cancel, the safe choice. `children` holds any
 * re-authentication field the action needs (a password, a code).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Button } from './ui';

interface ConfirmStepProps {
  /** Heading and accessible name of the step; without one, `label` names it. */
  title?: string;
  label?: string;
  message: ComponentChildren;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ComponentChildren;
}

export function ConfirmStep({ title, label, message, confirmLabel, cancelLabel = 'Cancel', busy, onConfirm, onCancel, children }: ConfirmStepProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <form
      class="confirm-step"
      aria-label={title ?? label ?? confirmLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
    >
      {title && <h3>{title}</h3>}
      <div class="confirm-message">{message}</div>
      {children}
      <div class="actions">
        <Button kind="danger" type="submit" busy={busy}>
          {confirmLabel}
        </Button>
        <button type="button" class="btn btn-secondary" ref={cancel} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
