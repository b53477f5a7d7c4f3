/**
 * Terms of service acceptance while the server sets a terms version. Accepting twice is
 * harmless: the answer carries the date of the first acceptance of that version.
 */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import { Alert, Button, Card } from '../../components/ui';
import { longDate } from '../security/parts';

export function TermsSection({ version }: { version: string }) {
  const [accepted, setAccepted] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/me/terms-acceptance', { body: { version } });
    setBusy(false);
    if (res.error) setError(res.response.status === 409 ? 'The terms were updated while this page was open. Reload the page to see the current version.' : describeError(res.error));
    else setAccepted(res.data.accepted_at);
  }

  return (
    <Card title="Terms of service">
      {error && <Alert>{error}</Alert>}
      {accepted ? (
        <Alert kind="success">
          You accepted the terms of service version {version} on {longDate(accepted)}.
        </Alert>
      ) : (
        <>
          <p>
            The current terms of service are version <strong>{version}</strong>. If you have not accepted this version yet, please accept it to keep using the service.
          </p>
          <Button kind="primary" busy={busy} onClick={accept}>
            Accept terms version {version}
          </Button>
        </>
      )}
    </Card>
  );
}
