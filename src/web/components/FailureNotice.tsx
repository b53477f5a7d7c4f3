/**
 * The app-wide notice of failures any page can meet (server unreachable, server error), fed by
 * the API client's failures middleware (api/failures.ts); and the page shown when a page's code
 * cannot be loaded, so navigation never leaves the previous page on screen.
 */
import { useEffect, useState } from 'preact/hooks';
import { onFailure, type Failure } from '../api/failures';
import { AuthFrame } from './Layout';
import { Button } from './ui';

export function FailureNotice() {
  const [failure, setFailure] = useState<Failure | null>(null);
  useEffect(() => onFailure(setFailure), []);
  if (!failure) return null;
  return (
    <div class="failure-notice alert alert-error" role="alert">
      {failure.message}
    </div>
  );
}

export function PageUnavailable() {
  return (
    <AuthFrame title="This page could not be loaded">
      <p role="alert">The server cannot be reached, so this page could not be opened. Check your connection, then try again.</p>
      <Button kind="primary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </AuthFrame>
  );
}
