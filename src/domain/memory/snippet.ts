/**
 * Search snippets: PostgreSQL's ts_headline marks matches but does not escape HTML, so it
 * marks them with two private-use characters (stripped from the value beforehand); the
 * text is then HTML-escaped by a library and the markers become <mark> tags (REST), or the
 * markers are dropped and the excerpt stays plain text (MCP, read by models, not browsers).
 */
import escapeHtml from 'escape-html';

export const SNIPPET_MARKS = { start: '\uE000', stop: '\uE001' } as const;

/** The same excerpt as plain text (MCP: no HTML to unescape, no markup). */
export function plainSnippet(headline: string): string {
  return headline.replaceAll(SNIPPET_MARKS.start, '').replaceAll(SNIPPET_MARKS.stop, '');
}

export function highlightSnippet(headline: string): string {
  return escapeHtml(headline).replaceAll(SNIPPET_MARKS.start, '<mark>').replaceAll(SNIPPET_MARKS.stop, '</mark>');
}
