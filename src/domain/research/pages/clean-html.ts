/**
 * Turns extracted article HTML into what a model may be given: sanitised by sanitize-html
 * (a kept allow-list sanitiser: no scripts, styles, event handlers or foreign schemes), with
 * links and images made absolute against the page address, then as Markdown (turndown) or
 * as text with its paragraph breaks kept.
 */
import sanitizeHtml from 'sanitize-html';
import TurndownService from 'turndown';
import { parseHTML } from 'linkedom';
import type { PageLink } from './types.js';

const MAX_LINKS = 200;

function absolute(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value, base).toString();
  } catch {
    return undefined;
  }
}

export function sanitiseArticle(html: string, baseUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'picture'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'], ol: ['start'], time: ['datetime'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: absolute(attribs.href, baseUrl) ?? '' } }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: absolute(attribs.src, baseUrl) ?? '' } }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_' });

export function toMarkdown(cleanHtml: string): string {
  return turndown.turndown(cleanHtml).trim();
}

const BLOCKS = 'p,h1,h2,h3,h4,h5,h6,li,blockquote,pre,tr,div,section,article,figure,figcaption,table,ul,ol,dl,dt,dd,br,hr';

/** Plain text with a blank line between blocks, so paragraphs stay paragraphs. */
export function toText(cleanHtml: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${cleanHtml}</body></html>`);
  for (const el of document.querySelectorAll(BLOCKS)) el.after(document.createTextNode('\n\n'));
  return (document.body.textContent ?? '')
    .split('\n')
    .map((line: string) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function linksOf(cleanHtml: string): PageLink[] {
  const { document } = parseHTML(`<!doctype html><html><body>${cleanHtml}</body></html>`);
  const seen = new Set<string>();
  const links: PageLink[] = [];
  for (const a of document.querySelectorAll('a[href]')) {
    const url = a.getAttribute('href') ?? '';
    if (!/^https?:/i.test(url) || seen.has(url)) continue;
    seen.add(url);
    links.push({ text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(), url });
    if (links.length >= MAX_LINKS) break;
  }
  return links;
}
