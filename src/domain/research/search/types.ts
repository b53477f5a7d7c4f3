/**
 * Search, normalised over providers: every provider answers the same shapes, so a tool's
 * output does not depend on which one the operator configured.
 */

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

/** A web page, news article or video found. */
export interface PageResult {
  title: string;
  url: string;
  snippet: string;
  /** Publisher or site (the host name when the provider names none). */
  source: string | null;
  /** ISO 8601 when the provider gives a date. */
  published_at: string | null;
  thumbnail_url: string | null;
}

/** A video found: a page with its length. */
export interface VideoResult extends PageResult {
  /** The length as the provider writes it, e.g. `4:21`, or null when it gives none. */
  duration: string | null;
}

export interface ImageResult {
  title: string;
  /** The page the image is on. */
  url: string;
  /** The image itself. */
  image_url: string | null;
  thumbnail_url: string | null;
  source: string | null;
}

export interface PlaceResult {
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  url: string | null;
  rating: number | null;
  categories: string[];
}

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
