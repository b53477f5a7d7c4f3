import { describe, expect, it } from 'vitest';
import { lexicalQueryTerms, orTsqueryText } from './query-terms.js';

describe('lexical query terms', () => {
  it('keeps names, dates and content words, drops question filler and punctuation', () => {
    expect(lexicalQueryTerms("What kind of art did Caroline make on 8 May, 2023? (she'd say)")).toEqual(
      ['what', 'of', 'art', 'did', 'caroline', 'make', 'on', '8', 'may', '2023', 'she', 'd'],
    );
  });

  it('cannot smuggle tsquery operators into the OR query', () => {
    const terms = lexicalQueryTerms("foo & !bar | 'baz':* <-> (qux)");
    expect(orTsqueryText(terms)).toBe('foo | bar | baz | qux');
  });
});
