/**
 * Pieces the Connections and Administration pages share: a secret shown once with a copy
 * button, and a panel opened under a table row (forms and confirmations).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Alert, Button } from '../../components/ui';

/**
 * A secret (client secret, API key, invitation link) shown once: the value, a copy button
 * and a warning that it cannot be shown again. Focus moves here so nobody misses it.
 */
export function OneTimeSecret({ title, label, copyLabel, value, note, onDone }: { title: string; label: string; copyLabel?: string; value: string; note?: ComponentChildren; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <section class="card one-time-secret" aria-labelledby="one-time-secret-title">
      <h2 id="one-time-secret-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <Alert kind="warning">Copy it now and keep it somewhere safe: it is shown only once and cannot be displayed again.</Alert>
      <p class="secret-label">{label}</p>
      <p class="secret" data-testid="one-time-secret">
        {value}
      </p>
      {note}
      <div class="actions">
        <Button kind="primary" onClick={copy}>
          {copyLabel ?? `Copy ${label.toLowerCase()}`}
        </Button>
        <Button onClick={onDone}>Done</Button>
        {copied === 'yes' && <span role="status">Copied to the clipboard.</span>}
        {copied === 'failed' && <span role="status">Copying is not allowed here: select the text and copy it yourself.</span>}
      </div>
    </section>
  );
}
