import { describe, expect, it } from 'vitest';
import { html, SafeHtml } from './html.js';
import { errorPage } from './html-page.js';

describe('html template', () => {
  it('escapes every value and keeps markup from the template only', () => {
    const name = '<script>alert("x")</script> & \'co\'';
    expect(html`<p title="${name}">${name}</p>`.toString()).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p>',
    );
  });

  it('inserts SafeHtml as it is, lists joined, and nothing for null, undefined and false', () => {
    const item = (s: string) => html`<li>${s}</li>`;
    const list = html`<ul>${['a<', 'b'].map(item)}</ul>${null}${undefined}${false}${0}`;
    expect(list).toBeInstanceOf(SafeHtml);
    expect(String(list)).toBe('<ul><li>a&lt;</li><li>b</li></ul>0');
  });

  it('gives every HTML operation one error page, escaped, with the page headers', () => {
    const page = errorPage(403, 'Bad <form>', { href: '/x?a=1&b=2', label: 'Back' });
    expect(page).toMatchObject({ status: 403, contentType: 'text/html; charset=utf-8' });
    expect(page.body).toContain('<h1>Request refused</h1>');
    expect(page.body).toContain('Bad &lt;form&gt;');
    expect(page.body).toContain('href="/x?a=1&amp;b=2"');
    expect(page.headers['Content-Security-Policy']).toContain("default-src 'none'");
    expect(errorPage(400, 'x').body).toContain('<h1>Invalid request</h1>');
  });
});
