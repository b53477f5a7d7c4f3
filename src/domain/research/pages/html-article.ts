/**
 * The readable article of an HTML page: Mozilla Readability over a linkedom document, with
 * the page's own metadata (meta tags, JSON-LD, <time>) as fallbacks for byline and date.
 * A page Readability finds no article in is read whole (its body, sanitised).
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { linksOf, sanitiseArticle, toMarkdown, toText } from './clean-html.js';
import type { ExtractedDocument } from './types.js';

type Doc = ReturnType<typeof parseHTML>['document'];

function meta(document: Doc, ...names: string[]): string | null {
  for (const name of names) {
    const el = document.querySelector(`meta[property="${name}"], meta[name="${name}"], meta[itemprop="${name}"]`);
    const value = el?.getAttribute('content')?.trim();
    if (value) return value;
  }
  return null;
}

function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function pageDate(document: Doc): string | null {
  return isoDate(meta(document, 'article:published_time', 'datePublished', 'date', 'dc.date', 'DC.date.issued', 'og:published_time'))
    ?? isoDate(document.querySelector('time[datetime]')?.getAttribute('datetime'));
}

export function extractHtmlArticle(html: string, pageUrl: string): ExtractedDocument {
  const { document } = parseHTML(html);
  // Metadata first: Readability changes the document it parses.
  const fallbackTitle = (document.querySelector('title')?.textContent ?? document.querySelector('h1')?.textContent ?? '').trim() || null;
  const fallbackByline = meta(document, 'author', 'article:author', 'dc.creator');
  const fallbackDate = pageDate(document);
  const fallbackSite = meta(document, 'og:site_name', 'application-name');
  const bodyHtml = document.body?.innerHTML ?? html;

  let article: ReturnType<Readability['parse']> = null;
  try {
    article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 200 }).parse();
  } catch {
    article = null; // an unusual document: read the whole body instead
  }
  const clean = sanitiseArticle(article?.content ?? bodyHtml, pageUrl);
  return {
    title: article?.title?.trim() || fallbackTitle,
    byline: article?.byline?.trim() || fallbackByline,
    published_at: isoDate(article?.publishedTime) ?? fallbackDate,
    site_name: article?.siteName?.trim() || fallbackSite,
    html: clean,
    text: toText(clean),
    markdown: toMarkdown(clean),
    links: linksOf(clean),
    pages: null,
  };
}
