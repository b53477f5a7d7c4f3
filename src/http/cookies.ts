/**
 * Every cookie the service writes or reads goes through here, on the `cookie` package:
 * Set-Cookie lines are serialised by stringifySetCookie and request cookies parsed by
 * parseCookie. Lines are written rather than through Koa's cookie jar because that jar refuses
 * Secure cookies on plain-http hops even when PUBLIC_URL is https behind a TLS proxy. A cookie
 * written twice in one answer keeps only its last line.
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import type Koa from 'koa';

export interface CookieAttributes {
  path: string;
  /** Hidden from the page's scripts. */
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  /** Only over https: when PUBLIC_URL is https. */
  secure: boolean;
  /** Seconds; omitted, a browser-session cookie; 0 clears it (with an Expires in the past for old browsers). */
  maxAge?: number;
}

type CookieContext = Pick<Koa.Context, 'set'> & { response: Pick<Koa.Context['response'], 'get'> };

/** Writes `name`'s Set-Cookie line, replacing a line for the same cookie written earlier in this answer. */
export function writeCookie(ctx: CookieContext, name: string, value: string, attrs: CookieAttributes): void {
  const current = ctx.response.get('Set-Cookie') as unknown as string | string[] | undefined;
  const lines = (Array.isArray(current) ? current : current ? [current] : []).filter((line) => !line.startsWith(`${name}=`));
  const line = stringifySetCookie({
    name,
    value,
    path: attrs.path,
    httpOnly: attrs.httpOnly,
    sameSite: attrs.sameSite,
    secure: attrs.secure,
    ...(attrs.maxAge !== undefined ? { maxAge: attrs.maxAge } : {}),
    ...(attrs.maxAge === 0 ? { expires: new Date(0) } : {}),
  });
  ctx.set('Set-Cookie', [...lines, line]);
}

/** A request cookie's value, or undefined. */
export function readCookie(ctx: Pick<Koa.Context, 'get'>, name: string): string | undefined {
  const header = ctx.get('Cookie');
  return header ? parseCookie(header)[name] || undefined : undefined;
}
