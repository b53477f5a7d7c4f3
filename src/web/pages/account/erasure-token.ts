/**
 * The emailed erasure link is /account/erasure#token=... . The fragment never reaches a
 * server; the page takes it out of the address bar at once and keeps it for this tab only
 * (sessionStorage), so it survives the detour through the sign-in page when the browser
 * was signed out, and is removed as soon as the erasure form reads it.
 */
const KEY = 'memplat.erasure_token';

/** Moves a token from the address bar into this tab's storage. */
export function keepErasureTokenFromLink(): void {
  const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  if (token) window.sessionStorage.setItem(KEY, token);
}

/** The kept token, once. */
export function takeErasureToken(): string | null {
  const token = window.sessionStorage.getItem(KEY);
  window.sessionStorage.removeItem(KEY);
  return token;
}
