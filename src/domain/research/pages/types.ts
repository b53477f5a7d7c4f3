/** A page read for a model: the readable part only, in the format asked for. */
import type { McpToolResults } from '../../../../generated/mcp-tool-types.js';

// The page's shape is the contract's (web_scrape's output schema through the generated types).
export type ReadPage = McpToolResults['web_scrape'];
export type PageFormat = ReadPage['format'];
/** A link of the readable part, absolute http(s) only. */
export type PageLink = ReadPage['links'][number];

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
