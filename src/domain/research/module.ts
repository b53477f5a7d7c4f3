/**
 * The services of the tools that reach the world, built once from the web settings: one
 * outbound fetcher (the only way out) shared by search, pages, preprints, video, the code host
 * and the optional language model.
 */
import type { WebConfig } from '../../config/web.js';
import type { LlmConfig } from '../../config/llm.js';
import { createLlmClient, type LlmClient, type LlmUsageListener } from '../llm/chat-client.js';
import type { OutboundFetcher } from '../net/outbound.js';
import { SearchService, searchProviderFor } from './search/search-service.js';
import { PageReader } from './pages/page-reader.js';
import { ArxivService } from './preprints/arxiv.js';
import { VideoService } from './video/video-service.js';
import { codeHostFor, type GitHubHostFactory } from '../vcs/code-host.js';
import type { CodeHost } from '../vcs/types.js';

export interface WebServices {
  config: WebConfig;
  fetcher: OutboundFetcher;
  search: SearchService;
  pages: PageReader;
  preprints: ArxivService;
  videos: VideoService;
  /** GitHub or GitLab (VCS_PROVIDER). */
  vcs: CodeHost;
  /** The chat model of LLM_BASE_URL; undefined when none is configured (tools use offline methods). */
  llm?: LlmClient;
}

export interface WebModuleOptions {
  /** The outbound fetcher with its address guard (src/adapters/net/http-fetcher.ts). */
  fetcher: OutboundFetcher;
  /** The optional language model's settings (LLM_*). */
  llm?: LlmConfig;
  /** Told the token usage of every answer of the language model (telemetry_cost). */
  onLlmUsage?: LlmUsageListener;
  /** The GitHub code host (src/adapters/github/); GitLab needs only the fetcher. */
  github: GitHubHostFactory;
}

export function createWebModule(config: WebConfig, options: WebModuleOptions): WebServices {
  const { fetcher } = options;
  const llm = options.llm ? createLlmClient(options.llm, fetcher, options.onLlmUsage) : undefined;
  return {
    config,
    fetcher,
    search: new SearchService(searchProviderFor(config, fetcher)),
    pages: new PageReader(fetcher),
    preprints: new ArxivService(config.arxivApiUrl, fetcher),
    videos: new VideoService(config, fetcher, llm),
    vcs: codeHostFor(config, fetcher, options.github),
    llm,
  };
}
