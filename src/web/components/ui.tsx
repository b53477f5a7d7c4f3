/** Small building blocks every page uses, so forms and messages look and behave alike. */
import type { ComponentChildren, JSX } from 'preact';
import { useId } from 'preact/hooks';

export function Alert({ kind = 'error', children }: { kind?: 'error' | 'success' | 'info' | 'warning'; children: ComponentChildren }) {
  // Errors interrupt screen readers; confirmations are announced politely.
  return (
    <div class={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

type InputProps = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'label' | 'onInput' | 'value'> & {
  label: string;
  value: string;
  onInput: (value: string) => void;
  hint?: string;
};

/** A labelled input; the label is tied to the control so it is its accessible name. */
export function Field({ label, value, onInput, hint, ...rest }: InputProps) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} value={value} onInput={(e) => onInput((e.target as HTMLInputElement).value)} aria-describedby={hint ? `${id}-hint` : undefined} {...rest} />
      {hint && (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

type TextAreaProps = Omit<JSX.TextareaHTMLAttributes<HTMLTextAreaElement>, 'label' | 'onInput' | 'value'> & {
  label: string;
  value: string;
  onInput: (value: string) => void;
};

export function TextArea({ label, value, onInput, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <textarea id={id} value={value} onInput={(e) => onInput((e.target as HTMLTextAreaElement).value)} {...rest} />
    </div>
  );
}

export function Select({ label, value, onChange, options }: { label: string; value: string; onChange: (v: string) => void; options: Array<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Button({ kind = 'secondary', busy, children, ...rest }: JSX.ButtonHTMLAttributes<HTMLButtonElement> & { kind?: 'primary' | 'secondary' | 'danger' | 'link'; busy?: boolean }) {
  return (
    <button class={`btn btn-${kind}`} disabled={busy || Boolean(rest.disabled)} aria-busy={busy ? 'true' : undefined} {...rest}>
      {children}
    </button>
  );
}

export function Card({ title, children, actions }: { title?: string; children: ComponentChildren; actions?: ComponentChildren }) {
  return (
    <section class="card" aria-label={title}>
      {(title || actions) && (
        <header class="card-header">
          {title && <h2>{title}</h2>}
          {actions && <div class="card-actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <p class="spinner" role="status" aria-busy="true">
      <span aria-hidden="true" class="spinner-dot" />
      {label}…
    </p>
  );
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString();
}

/** Formats a moment as a date and time a person reads ("12 March 2025 at 14:05"). */
export function longDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}
