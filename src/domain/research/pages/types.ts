/** A page read for a model: the readable part only, in the format asked for. */

export type PageFormat = 'markdown' | 'text' | 'html';

export interface PageLink {
  text: string;
  url: string;
}

export interface ReadPage {
  /** Address of the page read (after redirects). */
  url: string;
  title: string | null;
  byline: string | null;
  /** ISO 8601 when the page states a publication date. */
  published_at: string | null;
  site_name: string | null;
  /** Media type of what was fetched, e.g. `text/html` or `application/pdf`. */
  content_type: string;
  format: PageFormat;
  content: string;
  /** True when content was cut at max_chars. */
  truncated: boolean;
  /** Links of the readable part, absolute http(s) only. */
  links: PageLink[];
  /** Number of pages of a PDF; null for other documents. */
  pages: number | null;
}

/** What an extractor gives before the format and length are applied. */
export interface ExtractedDocument {
  title: string | null;
  byline: string | null;
  published_at: string | null;
  site_name: string | null;
  /** Sanitised HTML of the readable part. */
  html: string;
  text: string;
  markdown: string;
  links: PageLink[];
  pages: number | null;
}
