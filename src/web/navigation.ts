/** Leaving a page: app pages change in place, anything else (the OAuth consent page) loads fully. */
import { isSafeReturnTo } from '../domain/auth/return-to';
import { isAppPage } from './routes';

/** The same open-redirect rule the server applies to `return_to`. */
export function safeTarget(value: string | null | undefined, fallback = '/dashboard'): string {
  return value && isSafeReturnTo(value) && value !== '/' ? value : fallback;
}

export function navigate(target: string, route: (url: string) => void): void {
  const path = new URL(target, window.location.origin).pathname;
  if (isAppPage(path)) route(target);
  else window.location.assign(target);
}
