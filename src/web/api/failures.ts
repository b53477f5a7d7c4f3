/**
 * The one place where failures every page can meet are turned into something a person sees:
 * - the server cannot be reached (fetch rejects): the call answers a 503-shaped error body, so
 *   the page's own handling runs (buttons stop spinning, what was typed stays in its fields),
 *   and the app-wide notice says so;
 * - a 5xx answer: the notice says the server failed and that nothing typed was lost;
 * - a 401, 403 or 404 from an API call outside sign-in: the session may have ended (the memory
 *   API then answers as the anonymous local caller, hence "Context not found"), so the session
 *   is checked; when it is gone the app goes to sign-in with return_to (Layout does that).
 * The notice clears itself on the next answer the server gives.
 */
import type { Middleware } from 'openapi-fetch';

export interface Failure {
  kind: 'network' | 'server';
  message: string;
}

type Listener = (failure: Failure | null) => void;
const listeners = new Set<Listener>();
let current: Failure | null = null;
let sessionCheck: (() => Promise<void>) | null = null;

function publish(failure: Failure | null): void {
  if (failure === null && current === null) return;
  current = failure;
  for (const l of listeners) l(failure);
}

/** Subscribes to the app-wide failure notice; returns the unsubscribe function. */
export function onFailure(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}

/** Set by the session provider: re-reads the session after an answer that may mean it ended. */
export function setSessionCheck(check: () => Promise<void>): void {
  sessionCheck = check;
}

export const NETWORK_MESSAGE = 'The server cannot be reached, so nothing was sent. What you typed is still here: try again when the connection is back.';

/** Marks the stand-in answer of a call that never reached the server. */
const NETWORK_FAILURE_HEADER = 'x-network-failure';

/** Paths whose 401/403/404 answers are part of signing in, not a sign that a session ended. */
function isSignInCall(path: string): boolean {
  return path.startsWith('/api/v1/auth/');
}

export const failures: Middleware = {
  onResponse({ request, response }) {
    if (response.headers.has(NETWORK_FAILURE_HEADER)) return undefined; // onError's stand-in: already said
    if (response.status >= 500) {
      publish({ kind: 'server', message: `The server could not complete this request (error ${response.status}). What you typed is still here: try again in a moment.` });
      return undefined;
    }
    publish(null);
    const path = new URL(request.url).pathname;
    if ((response.status === 401 || response.status === 403 || response.status === 404) && !isSignInCall(path)) void sessionCheck?.();
    return undefined;
  },
  onError() {
    publish({ kind: 'network', message: NETWORK_MESSAGE });
    return new Response(JSON.stringify({ code: 'NETWORK', message: NETWORK_MESSAGE }), { status: 503, headers: { 'content-type': 'application/json', [NETWORK_FAILURE_HEADER]: '1' } });
  },
};
