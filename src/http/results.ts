/**
 * Result shapes shared by several handlers, typed narrowly (literal statuses, the headers the
 * spec requires) so they fit the OperationResult of every operation that declares them.
 */

/** A 303 See Other: the spec's SeeOther response, no body, never cached. */
export interface SeeOther {
  status: 303;
  headers: { Location: string; 'Cache-Control': 'no-store' };
}

export function seeOther(location: string): SeeOther {
  return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } };
}

export const HTML = 'text/html; charset=utf-8';

/** A server-rendered HTML page (the spec's HtmlPage and HtmlErrorPage responses). */
export interface HtmlResult<S extends number> {
  status: S;
  body: string;
  contentType: typeof HTML;
  headers: Record<string, string>;
}
