/** The configured search provider behind one service; without one, every search answers WEB-001. */
import type { WebConfig } from '../../../config/web.js';
import { AppError } from '../../errors/app-error.js';
import type { OutboundFetcher } from '../../net/outbound.js';
import { BraveProvider } from './brave.js';
import { SearxngProvider } from './searxng.js';
import type { ImageResult, PageResult, PlaceResult, SearchProvider, SearchQuery, SearchResults, VideoResult } from './types.js';

export function searchProviderFor(config: WebConfig, fetcher: OutboundFetcher): SearchProvider | undefined {
  if (config.searchProvider === 'searxng' && config.searxngUrl) return new SearxngProvider(config.searxngUrl, fetcher);
  if (config.searchProvider === 'brave' && config.braveApiKey) return new BraveProvider(config.braveApiUrl, config.braveApiKey, fetcher);
  return undefined;
}

export class SearchService {
  constructor(private readonly provider: SearchProvider | undefined) {}

  private use(tool: string): SearchProvider {
    if (this.provider) return this.provider;
    throw new AppError('WEB-001', {
      message: `${tool} needs a search provider: set SEARXNG_URL to a SearXNG instance with its JSON API on, or BRAVE_API_KEY for Brave Search (SEARCH_PROVIDER picks one when both are set).`,
    });
  }

  private async run<T>(tool: string, search: (p: SearchProvider) => Promise<T[]>): Promise<SearchResults<T>> {
    const provider = this.use(tool);
    return { provider: provider.name, results: await search(provider) };
  }

  /** `tool` names the caller in the WEB-001 sentence when no provider is configured. */
  web(q: SearchQuery, tool = 'ext_web_search'): Promise<SearchResults<PageResult>> {
    return this.run(tool, (p) => p.web(q));
  }

  news(q: SearchQuery): Promise<SearchResults<PageResult>> {
    return this.run('ext_news_search', (p) => p.news(q));
  }

  videos(q: SearchQuery): Promise<SearchResults<VideoResult>> {
    return this.run('ext_video_search', (p) => p.videos(q));
  }

  images(q: SearchQuery): Promise<SearchResults<ImageResult>> {
    return this.run('ext_image_search', (p) => p.images(q));
  }

  places(q: SearchQuery): Promise<SearchResults<PlaceResult>> {
    return this.run('ext_local_search', (p) => p.places(q));
  }
}
