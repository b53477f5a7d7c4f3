import { describe, expect, it } from 'vitest';
import { decodeEntities, snippetParts } from './snippet';

describe('snippetParts', () => {
  it('splits on <mark> and decodes the escaped text around it', () => {
    expect(snippetParts('Tea &amp; <mark>biscuits</mark> at 4 &lt;pm&gt;')).toEqual([
      { text: 'Tea & ', marked: false },
      { text: 'biscuits', marked: true },
      { text: ' at 4 <pm>', marked: false },
    ]);
  });

  it('keeps markup in the value as text, never as elements', () => {
    const parts = snippetParts('&lt;img src=x onerror=alert(1)&gt; <mark>cat</mark>');
    expect(parts[0]).toEqual({ text: '<img src=x onerror=alert(1)> ', marked: false });
    expect(parts[1]).toEqual({ text: 'cat', marked: true });
    // Unescaped tags other than <mark> (never sent by the server) stay literal text too.
    expect(snippetParts('<b>x</b>')).toEqual([{ text: '<b>x</b>', marked: false }]);
  });

  it('decodes numeric entities and leaves unknown ones alone', () => {
    expect(decodeEntities('&#39;&#x27;&quot;&bogus;')).toBe(`''"&bogus;`);
  });
});
