/**
 * Search, normalised over providers: every provider answers the same shapes, so a tool's
 * output does not depend on which one the operator configured.
 */

import type { McpToolResults } from '../../../../generated/mcp-tool-types.js';

export type SearchKind = 'web' | 'image' | 'video' | 'news' | 'local';
export type Freshness = 'day' | 'week' | 'month' | 'year' | 'any';
export type SafeSearch = 'off' | 'moderate' | 'strict';

export interface SearchQuery {
  query: string;
  count: number;
  /** Two-letter country code (web). */
  country?: string;
  freshness?: Freshness;
  safeSearch?: SafeSearch;
  /** Place name, address or `latitude,longitude` (local). */
  location?: string;
  signal?: AbortSignal;
}

// The results' shapes are the contract's (the ext_*_search output schemas through the generated types).
/** A web page, news article or video found (web search answers it without its thumbnail). */
export type PageResult = McpToolResults['ext_news_search']['results'][number];
/** A video found: a page with its length. */
export type VideoResult = McpToolResults['ext_video_search']['results'][number];
export type ImageResult = McpToolResults['ext_image_search']['results'][number];
export type PlaceResult = McpToolResults['ext_local_search']['results'][number];

export interface SearchResults<T> {
  provider: string;
  results: T[];
}

/** One search back end (SearXNG, Brave Search). */
export interface SearchProvider {
  readonly name: string;
  web(q: SearchQuery): Promise<PageResult[]>;
  news(q: SearchQuery): Promise<PageResult[]>;
  videos(q: SearchQuery): Promise<VideoResult[]>;
  images(q: SearchQuery): Promise<ImageResult[]>;
  places(q: SearchQuery): Promise<PlaceResult[]>;
}
