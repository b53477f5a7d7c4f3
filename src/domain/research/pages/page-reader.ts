/**
 * web_scrape's service: fetch one address through the outbound fetcher (address guard and
 * all), then read it by its media type: HTML through Readability, PDF through unpdf, plain
 * text and Markdown as they are. Anything else (images, archives, video) is WEB-008.
 */
import escapeHtml from 'escape-html';
import { AppError } from '../../errors/app-error.js';
import { responseText, type OutboundFetcher } from '../../net/outbound.js';
import { requireOk } from '../../net/provider-status.js';
import { extractHtmlArticle } from './html-article.js';
import { extractPdf } from './pdf-text.js';
import type { ExtractedDocument, PageFormat, ReadPage } from './types.js';

export interface ReadPageRequest {
  url: string;
  format: PageFormat;
  maxChars: number;
  signal?: AbortSignal;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const TEXT_TYPES = new Set(['text/plain', 'text/markdown', 'text/x-markdown', 'application/json', 'application/xml', 'text/xml', 'text/csv']);
const ACCEPT = 'text/html,application/xhtml+xml;q=0.9,application/pdf;q=0.8,text/plain;q=0.7,*/*;q=0.1';

function plainDocument(text: string): ExtractedDocument {
  return { title: null, byline: null, published_at: null, site_name: null, html: `<pre>${escapeHtml(text)}</pre>`, text, markdown: text, links: [], pages: null };
}

/** Cuts at max_chars, preferring the last paragraph or sentence end within the last fifth. */
function cut(content: string, maxChars: number): { content: string; truncated: boolean } {
  if (content.length <= maxChars) return { content, truncated: false };
  const head = content.slice(0, maxChars);
  const boundary = Math.max(head.lastIndexOf('\n\n'), head.lastIndexOf('. '));
  return { content: boundary > maxChars * 0.8 ? head.slice(0, boundary + 1).trimEnd() : head, truncated: true };
}

export class PageReader {
  constructor(private readonly fetcher: OutboundFetcher) {}

  async read(request: ReadPageRequest): Promise<ReadPage> {
    const host = (() => {
      try {
        return new URL(request.url).host;
      } catch {
        return request.url;
      }
    })();
    const response = requireOk(
      await this.fetcher.fetch({ url: request.url, headers: { accept: ACCEPT }, signal: request.signal, provider: host }),
      { provider: host, onAuth: 'the page needs a sign-in this server does not have', onNotFound: 'the page does not exist; check the address' },
    );
    const type = response.mediaType || 'application/octet-stream';
    let doc: ExtractedDocument;
    if (HTML_TYPES.has(type)) doc = extractHtmlArticle(responseText(response), response.url);
    else if (type === 'application/pdf') doc = await extractPdf(response.body, response.url);
    else if (TEXT_TYPES.has(type) || type.startsWith('text/')) doc = plainDocument(responseText(response));
    else throw new AppError('WEB-008', { message: `${response.url} is ${type}, which web_scrape cannot read; it reads HTML pages, PDFs and text` });
    const full = request.format === 'html' ? doc.html : request.format === 'text' ? doc.text : doc.markdown;
    const { content, truncated } = cut(full, request.maxChars);
    return {
      url: response.url,
      title: doc.title,
      byline: doc.byline,
      published_at: doc.published_at,
      site_name: doc.site_name,
      content_type: type,
      format: request.format,
      content,
      truncated,
      links: doc.links,
      pages: doc.pages,
    };
  }
}
