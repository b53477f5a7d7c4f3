/**
 * Search snippets: PostgreSQL's ts_headline marks matches but does not escape HTML, so it
 * marks them with two private-use characters (stripped from the value beforehand); the
 * text is then HTML-escaped by a library and the markers become <mark> tags (REST), or the
 * markers are dropped and the excerpt stays plain text (MCP, read by models, not browsers).
 * Every `<` of the value travels through ts_headline as a third private-use character (its
 * parser takes `<b>` for markup and would leave it out of the excerpt), and each fragment is
 * widened to the whole words of the value it starts and ends in.
 */
import escapeHtml from 'escape-html';

export const SNIPPET_MARKS = { start: '\uE000', stop: '\uE001', tagOpen: '\uE002' } as const;

const FRAGMENT_DELIMITER = ' … ';

/**
 * The headline with `<` back, each fragment widened to whole words of `value`: ts_headline starts
 * and ends a fragment at a word, dropping what is glued to it ("<b>sugar" became "b>sugar" or
 * "sugar"). A fragment not found in the value as such is left as it came.
 */
function wholeFragments(headline: string, value: string): string {
  const marks = new RegExp(`[${SNIPPET_MARKS.start}${SNIPPET_MARKS.stop}]`, 'g');
  const text = value.replace(new RegExp(`[${SNIPPET_MARKS.start}${SNIPPET_MARKS.stop}${SNIPPET_MARKS.tagOpen}]`, 'g'), '');
  return headline
    .replaceAll(SNIPPET_MARKS.tagOpen, '<')
    .split(FRAGMENT_DELIMITER)
    .map((fragment) => {
      const core = fragment.trim();
      const plain = core.replace(marks, '');
      const at = plain ? text.indexOf(plain) : -1;
      if (at < 0) return fragment;
      let start = at;
      while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
      let end = at + plain.length;
      while (end < text.length && !/\s/.test(text[end]!)) end++;
      return text.slice(start, at) + core + text.slice(at + plain.length, end);
    })
    .join(FRAGMENT_DELIMITER);
}

/** The same excerpt as plain text (MCP: no HTML to unescape, no markup). */
export function plainSnippet(headline: string, value: string): string {
  return wholeFragments(headline, value).replaceAll(SNIPPET_MARKS.start, '').replaceAll(SNIPPET_MARKS.stop, '');
}

export function highlightSnippet(headline: string, value: string): string {
  return escapeHtml(wholeFragments(headline, value)).replaceAll(SNIPPET_MARKS.start, '<mark>').replaceAll(SNIPPET_MARKS.stop, '</mark>');
}
