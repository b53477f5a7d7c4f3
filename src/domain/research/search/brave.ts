/**
 * Brave Search API: /web/search, /news/search, /videos/search, /images/search and
 * /local/place_search, authenticated with X-Subscription-Token (BRAVE_API_KEY).
 */
import type { OutboundFetcher } from '../../net/outbound.js';
import { responseText } from '../../net/outbound.js';
import { requireOk } from '../../net/provider-status.js';
import { endpointTrust } from '../../net/endpoint-trust.js';
import { DEFAULT_BRAVE_API_URL } from '../../../config/web.js';
import { AppError } from '../../errors/app-error.js';
import { arr, hostOf, httpUrl, isoDate, num, obj, plain, str, type Json } from './normalise.js';
import type { Freshness, ImageResult, PageResult, PlaceResult, SearchProvider, SearchQuery, VideoResult } from './types.js';

const FRESHNESS: Record<Exclude<Freshness, 'any'>, string> = { day: 'pd', week: 'pw', month: 'pm', year: 'py' };
/** Largest `count` each endpoint accepts. */
const MAX_COUNT = { web: 20, news: 50, videos: 50, images: 200, place_search: 50 } as const;

export class BraveProvider implements SearchProvider {
  readonly name = 'brave';

  constructor(private readonly baseUrl: string, private readonly apiKey: string, private readonly fetcher: OutboundFetcher) {}

  private async get(endpoint: keyof typeof MAX_COUNT, params: Record<string, string | undefined>, q: SearchQuery): Promise<Json> {
    const path = endpoint === 'place_search' ? 'local/place_search' : `${endpoint}/search`;
    const url = new URL(`${this.baseUrl}/${path}`);
    for (const [k, v] of Object.entries({ ...params, count: String(Math.min(q.count, MAX_COUNT[endpoint])) })) if (v !== undefined) url.searchParams.set(k, v);
    const response = requireOk(
      await this.fetcher.fetch({
        url: url.toString(),
        headers: { accept: 'application/json', 'x-subscription-token': this.apiKey },
        signal: q.signal,
        provider: 'Brave Search',
        trustedHosts: endpointTrust(this.baseUrl, DEFAULT_BRAVE_API_URL),
      }),
      {
        provider: 'Brave Search',
        onAuth: 'it refused the key: check BRAVE_API_KEY and that its plan includes this endpoint',
        onNotFound: 'check BRAVE_API_URL (the API base, e.g. https://api.search.brave.com/res/v1)',
      },
    );
    try {
      return obj(JSON.parse(responseText(response)));
    } catch {
      throw new AppError('WEB-003', { message: 'Brave Search answered without JSON: check BRAVE_API_URL' });
    }
  }

  private freshness(q: SearchQuery): string | undefined {
    return q.freshness && q.freshness !== 'any' ? FRESHNESS[q.freshness] : undefined;
  }

  private pages(rows: unknown[]): PageResult[] {
    return rows.map(obj).flatMap((r) => {
      const url = httpUrl(r.url);
      if (!url) return [];
      return [{
        title: plain(r.title) || url,
        url,
        snippet: plain(r.description),
        source: str(obj(r.profile).name) ?? str(obj(r.meta_url).hostname) ?? str(r.source) ?? hostOf(url),
        published_at: isoDate(r.page_age) ?? isoDate(r.age),
        thumbnail_url: httpUrl(obj(r.thumbnail).src),
      }];
    });
  }

  async web(q: SearchQuery): Promise<PageResult[]> {
    const body = await this.get('web', { q: q.query, country: q.country?.toUpperCase(), freshness: this.freshness(q), safesearch: q.safeSearch }, q);
    return this.pages(arr(obj(body.web).results)).slice(0, q.count);
  }

  async news(q: SearchQuery): Promise<PageResult[]> {
    const body = await this.get('news', { q: q.query, freshness: this.freshness(q) }, q);
    return this.pages(arr(body.results)).slice(0, q.count);
  }

  async videos(q: SearchQuery): Promise<VideoResult[]> {
    const body = await this.get('videos', { q: q.query, freshness: this.freshness(q) }, q);
    const rows = arr(body.results).map(obj);
    return this.pages(rows).map((p, i) => {
      const video = obj(rows.find((r) => httpUrl(r.url) === p.url)?.video ?? rows[i]?.video);
      return { ...p, source: str(video.creator) ?? str(video.publisher) ?? p.source, duration: str(video.duration) };
    }).slice(0, q.count);
  }

  async images(q: SearchQuery): Promise<ImageResult[]> {
    // The images endpoint knows only off and strict.
    const body = await this.get('images', { q: q.query, safesearch: q.safeSearch === 'off' ? 'off' : 'strict' }, q);
    return arr(body.results).map(obj).flatMap((r) => {
      const url = httpUrl(r.url);
      if (!url) return [];
      return [{
        title: plain(r.title) || url,
        url,
        image_url: httpUrl(obj(r.properties).url),
        thumbnail_url: httpUrl(obj(r.thumbnail).src),
        source: str(r.source) ?? str(obj(r.meta_url).hostname) ?? hostOf(url),
      }];
    }).slice(0, q.count);
  }

  async places(q: SearchQuery): Promise<PlaceResult[]> {
    const coordinates = q.location?.match(/^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/);
    const where = coordinates ? { latitude: coordinates[1], longitude: coordinates[2] } : { location: q.location };
    const body = await this.get('place_search', { q: q.query, ...where }, q);
    return arr(body.results).map(obj).map((r) => {
      const coords = arr(r.coordinates);
      return {
        name: plain(r.title) || 'unnamed place',
        address: str(obj(r.postal_address).displayAddress),
        latitude: num(coords[0]),
        longitude: num(coords[1]),
        phone: str(obj(r.contact).telephone),
        url: httpUrl(r.url) ?? httpUrl(r.provider_url),
        rating: num(obj(r.rating).ratingValue),
        categories: arr(r.categories).map(str).filter((c): c is string => c !== null),
      };
    }).slice(0, q.count);
  }
}
