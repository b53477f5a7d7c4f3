/**
 * The app's only way to the server: an openapi-fetch client typed from the same
 * generated types as the server's handlers, so every call is an operation of the spec.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../generated/api-types';
import { failures } from './failures';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** Cookie-authenticated writes carry the session's CSRF token (signed double-submit cookie). */
const csrf: Middleware = {
  onRequest({ request }) {
    if (!UNSAFE.has(request.method)) return undefined;
    const token = readCookie('svc_csrf');
    if (token) request.headers.set('X-CSRF-Token', token);
    return request;
  },
};

export const api = createClient<paths>({ baseUrl: window.location.origin, credentials: 'same-origin' });
api.use(csrf);
api.use(failures);

export type Api = typeof api;
