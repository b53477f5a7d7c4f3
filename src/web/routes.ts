/**
 * Paths of the web app's pages. Shared by the browser router and the server, which
 * answers these paths with the app's HTML shell (a deep link or a reload lands on the
 * right page). Plain data: no DOM or Node imports.
 */
export const APP_PAGES = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/setup-password',
  '/dashboard',
  '/memories',
  '/recall',
  '/facts',
  '/graph',
  '/patterns',
  '/connections',
  '/connections/clients',
  '/connections/apps',
  '/connections/api-keys',
  '/connections/sessions',
  '/security',
  '/account',
  '/account/activity',
  '/account/erasure',
  '/settings',
  '/admin',
  '/admin/invitations',
] as const;

export type AppPage = (typeof APP_PAGES)[number];

const PAGE_SET: ReadonlySet<string> = new Set(APP_PAGES);

/** Whether `path` is a page of the app (trailing slash tolerated). */
export function isAppPage(path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return PAGE_SET.has(trimmed);
}

/**
 * Links the app's router handles in place: a page path, with or without a query. Every other
 * same-origin link (provider sign-in under /api/, the OAuth pages, /docs) is a real navigation.
 */
export const APP_LINK_SCOPE = new RegExp(`^(?:${['/', ...APP_PAGES].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:[?#]|$)`);
