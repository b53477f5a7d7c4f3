/**
 * Terms of service while the server sets a terms version: accepted (with nothing to do),
 * or due (the profile's latest accepted version is another one or none) with a button to
 * accept the current version.
 */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import { Alert, Button, Card, longDate } from '../../components/ui';

export function TermsSection({ version, acceptedVersion }: { version: string; acceptedVersion: string | null }) {
  const [acceptedAt, setAcceptedAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/me/terms-acceptance', { body: { version } });
    setBusy(false);
    if (res.error) setError(res.response.status === 409 ? 'The terms were updated while this page was open. Reload the page to see the current version.' : describeError(res.error));
    else setAcceptedAt(res.data.accepted_at);
  }

  return (
    <Card title="Terms of service">
      {error && <Alert>{error}</Alert>}
      {acceptedAt ? (
        <Alert kind="success">
          You accepted the terms of service version {version} on {longDate(acceptedAt)}.
        </Alert>
      ) : acceptedVersion === version ? (
        <p>You have accepted the current terms of service (version {version}).</p>
      ) : (
        <>
          <Alert kind="warning">
            The terms of service have {acceptedVersion ? `changed since you accepted version ${acceptedVersion}` : 'not been accepted for this account yet'}. Accept version{' '}
            <strong>{version}</strong> to keep using the service.
          </Alert>
          <Button kind="primary" busy={busy} onClick={accept}>
            Accept terms version {version}
          </Button>
        </>
      )}
    </Card>
  );
}
