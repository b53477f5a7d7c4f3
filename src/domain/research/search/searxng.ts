/**
 * SearXNG through its JSON API (`/search?format=json`), one category per kind: general,
 * images, videos, news, map. The instance must allow the json format (search.formats in its
 * settings.yml); otherwise it answers 403, and the error says so.
 */
import type { OutboundFetcher } from '../../net/outbound.js';
import { responseText } from '../../net/outbound.js';
import { requireOk } from '../../net/provider-status.js';
import { endpointTrust } from '../../net/endpoint-trust.js';
import { AppError } from '../../errors/app-error.js';
import { arr, hostOf, httpUrl, isoDate, num, obj, plain, str, type Json } from './normalise.js';
import type { ImageResult, PageResult, PlaceResult, SearchProvider, SearchQuery, VideoResult } from './types.js';

const CATEGORY = { web: 'general', image: 'images', video: 'videos', news: 'news', local: 'map' } as const;
const SAFE = { off: '0', moderate: '1', strict: '2' } as const;
/** SearXNG pages hold about 10 to 20 results; a few pages cover the largest count asked. */
const MAX_PAGES = 3;

export class SearxngProvider implements SearchProvider {
  readonly name = 'searxng';

  constructor(private readonly baseUrl: string, private readonly fetcher: OutboundFetcher) {}

  private async page(kind: keyof typeof CATEGORY, q: SearchQuery, pageno: number): Promise<Json[]> {
    const url = new URL(`${this.baseUrl}/search`);
    const query = kind === 'local' && q.location ? `${q.query} ${q.location}` : q.query;
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    url.searchParams.set('categories', CATEGORY[kind]);
    url.searchParams.set('pageno', String(pageno));
    if (q.freshness && q.freshness !== 'any') url.searchParams.set('time_range', q.freshness);
    if (q.safeSearch) url.searchParams.set('safesearch', SAFE[q.safeSearch]);
    const response = requireOk(
      await this.fetcher.fetch({ url: url.toString(), headers: { accept: 'application/json' }, signal: q.signal, provider: 'SearXNG', trustedHosts: endpointTrust(this.baseUrl) }),
      {
        provider: 'SearXNG',
        onAuth: 'the instance refuses JSON: add json to search.formats in its settings.yml, or check SEARXNG_URL',
        onNotFound: 'check SEARXNG_URL (the instance\'s base address, without /search)',
      },
    );
    let body: unknown;
    try {
      body = JSON.parse(responseText(response));
    } catch {
      throw new AppError('WEB-003', { message: `SearXNG answered HTTP ${response.status} but not JSON: check that SEARXNG_URL is a SearXNG instance with the json format on` });
    }
    return arr(obj(body).results).map(obj);
  }

  /** Pages until `count` results (or an empty page), without duplicates. */
  private async collect(kind: keyof typeof CATEGORY, q: SearchQuery): Promise<Json[]> {
    const seen = new Set<string>();
    const out: Json[] = [];
    for (let pageno = 1; pageno <= MAX_PAGES && out.length < q.count; pageno++) {
      const results = await this.page(kind, q, pageno);
      if (results.length === 0) break;
      for (const r of results) {
        const key = str(r.url) ?? JSON.stringify(r);
        if (!seen.has(key)) {
          seen.add(key);
          out.push(r);
        }
      }
    }
    return out.slice(0, q.count);
  }

  private pages(rows: Json[]): PageResult[] {
    return rows.flatMap((r) => {
      const url = httpUrl(r.url);
      if (!url) return [];
      return [{
        title: plain(r.title) || url,
        url,
        snippet: plain(r.content),
        source: str(r.author) ?? hostOf(url),
        published_at: isoDate(r.publishedDate ?? r.pubdate),
        thumbnail_url: httpUrl(r.thumbnail) ?? httpUrl(r.img_src) ?? httpUrl(r.thumbnail_src),
      }];
    });
  }

  async web(q: SearchQuery): Promise<PageResult[]> {
    return this.pages(await this.collect('web', q));
  }

  async news(q: SearchQuery): Promise<PageResult[]> {
    return this.pages(await this.collect('news', q));
  }

  async videos(q: SearchQuery): Promise<VideoResult[]> {
    const rows = await this.collect('video', q);
    const byUrl = new Map(rows.map((r) => [httpUrl(r.url), r]));
    return this.pages(rows).map((p) => ({ ...p, duration: str(byUrl.get(p.url)?.length) }));
  }

  async images(q: SearchQuery): Promise<ImageResult[]> {
    return (await this.collect('image', q)).flatMap((r) => {
      const url = httpUrl(r.url) ?? httpUrl(r.img_src);
      if (!url) return [];
      return [{
        title: plain(r.title) || url,
        url,
        image_url: httpUrl(r.img_src),
        thumbnail_url: httpUrl(r.thumbnail_src) ?? httpUrl(r.thumbnail) ?? httpUrl(r.img_src),
        source: str(r.source) ?? hostOf(url),
      }];
    });
  }

  async places(q: SearchQuery): Promise<PlaceResult[]> {
    return (await this.collect('local', q)).map((r) => {
      const address = obj(r.address);
      const street = [str(address.house_number), str(address.road)].filter(Boolean).join(' ');
      const line = [str(address.name) !== str(r.title) ? str(address.name) : null, street || null, str(address.locality), str(address.postcode), str(address.country)].filter(Boolean).join(', ');
      const data = arr(r.data).map(obj);
      const phone = data.find((d) => str(d.key) === 'phone' || str(d.key) === 'contact:phone');
      return {
        name: plain(r.title) || str(address.name) || 'unnamed place',
        address: line || plain(r.content) || null,
        latitude: num(r.latitude),
        longitude: num(r.longitude),
        phone: phone ? str(phone.value) : null,
        url: httpUrl(r.url),
        rating: null,
        categories: [str(r.category)].filter((c): c is string => c !== null && c !== 'map'),
      };
    });
  }
}
