/**
 * Search snippets: PostgreSQL's ts_headline marks matches but does not escape HTML, so it
 * marks them with two private-use characters (stripped from the value beforehand); the
 * text is then HTML-escaped by a library and the markers become <mark> tags.
 */
import escapeHtml from 'escape-html';

export const SNIPPET_MARKS = { start: '\uE000', stop: '\uE001' } as const;

export function highlightSnippet(headline: string): string {
  return escapeHtml(headline).replaceAll(SNIPPET_MARKS.start, '<mark>').replaceAll(SNIPPET_MARKS.stop, '</mark>');
}
