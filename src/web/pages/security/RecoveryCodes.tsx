/**
 * Recovery codes, shown once (after enrolment or regeneration): the ten codes, copy and
 * download as a text file, and an acknowledgement before the panel can be closed, since
 * the server keeps only their hashes and can never show them again.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Alert, Button } from '../../components/ui';

export function RecoveryCodes({ codes, intro, onDone }: { codes: string[]; intro: string; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const text = `Memory Platform recovery codes (${window.location.host})\nEach code works once, in place of a code from your authenticator app.\n\n${codes.join('\n')}\n`;
  const downloadUrl = useMemo(() => URL.createObjectURL(new Blob([text], { type: 'text/plain' })), [text]);
  useEffect(() => () => URL.revokeObjectURL(downloadUrl), [downloadUrl]);
  // Nobody should miss this panel: focus moves to its heading when it appears.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section class="recovery-panel" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" tabIndex={-1} ref={heading}>
        Your recovery codes
      </h3>
      <p>{intro}</p>
      <Alert kind="warning">Save these codes now, somewhere other than this device: they are shown only once. Each code works once if you lose your authenticator.</Alert>
      <ol class="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div class="actions">
        <Button onClick={copy}>Copy codes</Button>
        <a class="btn btn-secondary" href={downloadUrl} download="memory-platform-recovery-codes.txt">
          Download codes
        </a>
        {copied === 'yes' && <span role="status">Copied to the clipboard.</span>}
        {copied === 'failed' && <span role="status">Copying is not allowed here: select the codes and copy them yourself.</span>}
      </div>
      <label class="checkbox">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved((e.target as HTMLInputElement).checked)} />I have saved my recovery codes
      </label>
      <Button kind="primary" disabled={!saved} onClick={onDone}>
        Done
      </Button>
    </section>
  );
}
