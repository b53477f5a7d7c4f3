import { describe, expect, it } from 'vitest';
import { highlightSnippet, plainSnippet, SNIPPET_MARKS } from './snippet.js';

const { start: S, stop: E, tagOpen: L } = SNIPPET_MARKS;

describe('search snippets', () => {
  it('give back the markup ts_headline cut from a fragment start, its leading < included', () => {
    const value = '<b>sugar</b> never, milk sometimes';
    // What ts_headline answers for "sugar" (the < passed as a private-use character, "b" dropped as a short word).
    const headline = `${S}sugar${E}${L}/b> never, milk sometimes`;
    expect(plainSnippet(headline, value)).toBe('<b>sugar</b> never, milk sometimes');
    expect(highlightSnippet(headline, value)).toBe('&lt;b&gt;<mark>sugar</mark>&lt;/b&gt; never, milk sometimes');
    expect(plainSnippet(`b>${S}sugar${E}${L}/b> never`, value)).toBe('<b>sugar</b> never,');
  });

  it('widens every fragment and leaves one not found in the value as it came', () => {
    const value = 'first (tea) here. many words between. then <i>tea</i> again';
    expect(plainSnippet(`${S}tea${E}) here … ${S}tea${E}${L}/i> again`, value)).toBe('(tea) here. … <i>tea</i> again');
    expect(plainSnippet(`${S}coffee${E}`, value)).toBe('coffee');
  });
});
