/**
 * Search snippets: PostgreSQL's ts_headline marks matches but does not escape HTML, so it
 * marks them with two private-use characters (stripped from the value beforehand); the
 * text is then HTML-escaped by a library and the markers become <mark> tags (REST), or the
 * markers are dropped and the excerpt stays plain text (MCP, read by models, not browsers).
 * Every `<` of the value travels through ts_headline as a third private-use character: its
 * parser takes `<b>` for markup and would leave it out of the excerpt.
 */
import escapeHtml from 'escape-html';

export const SNIPPET_MARKS = { start: '\uE000', stop: '\uE001', tagOpen: '\uE002' } as const;

function withTagOpen(headline: string): string {
  return headline.replaceAll(SNIPPET_MARKS.tagOpen, '<');
}

/** The same excerpt as plain text (MCP: no HTML to unescape, no markup). */
export function plainSnippet(headline: string): string {
  return withTagOpen(headline).replaceAll(SNIPPET_MARKS.start, '').replaceAll(SNIPPET_MARKS.stop, '');
}

export function highlightSnippet(headline: string): string {
  return escapeHtml(withTagOpen(headline)).replaceAll(SNIPPET_MARKS.start, '<mark>').replaceAll(SNIPPET_MARKS.stop, '</mark>');
}
