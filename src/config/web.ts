/**
 * Settings of the tools that reach the world (web search, page reading, preprints, video):
 * the outbound fetcher every such request goes through, and each provider's endpoint and
 * credentials. A provider is configured by its URL or key; a tool whose provider is not
 * configured answers WEB-001 naming the settings to set.
 */
import path from 'node:path';
import { parseAllowEntry } from '../domain/net/address-policy.js';
import { ConfigError, readEnum, readInt, readList, readOptional, readString, type Env, type SettingDoc } from './env.js';

export const SEARCH_PROVIDERS = ['searxng', 'brave'] as const;
export type SearchProviderName = (typeof SEARCH_PROVIDERS)[number];

export const DEFAULT_BRAVE_API_URL = 'https://api.search.brave.com/res/v1';
export const DEFAULT_ARXIV_API_URL = 'https://export.arxiv.org/api/query';
export const DEFAULT_YOUTUBE_URL = 'https://www.youtube.com';
export const DEFAULT_YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
export const DEFAULT_GITLAB_URL = 'https://gitlab.com';
export const VCS_PROVIDERS = ['github', 'gitlab'] as const;
export type VcsProviderName = (typeof VCS_PROVIDERS)[number];
export const DEFAULT_USER_AGENT = 'memplat/4.0.0 (memory platform for AI agents)';

export const webSettings: SettingDoc[] = [
  { env: 'WEB_FETCH_ALLOW_HOSTS', default: '(none)', description: 'Hosts the outbound fetcher may reach even though they resolve to loopback, private (RFC 1918, ULA), link-local, CGNAT, metadata or unspecified addresses (comma-separated host names or IP literals; `*.example.internal` for subdomains). An entry may name one port (`wiki.internal:8443`, `[fd00::5]:8080`); without a port it opens every port except this server\'s own listening address (HOST and PORT, or any local address when HOST is 0.0.0.0), which only an entry naming that port reaches, so a page cannot redirect a tool into the anonymous local API. Everything else on such addresses is refused (WEB-002), checked on the address actually connected to. Nothing a tool caller sends can widen this.' },
  { env: 'WEB_FETCH_TIMEOUT_MS', default: '15000', description: 'Longest one outbound fetch may take, redirects and retries included (WEB-004 beyond it). MCP_TOOL_TIMEOUT_MS still bounds the whole tool call.' },
  { env: 'WEB_FETCH_MAX_BYTES', default: '5242880', description: 'Largest response body the fetcher reads, after decompression (WEB-005 beyond it).' },
  { env: 'WEB_FETCH_MAX_REDIRECTS', default: '5', description: 'Most redirects one fetch follows; every hop is checked against the address rules again (WEB-006 beyond it).' },
  { env: 'WEB_FETCH_RETRIES', default: '2', description: 'Retries of a GET answered 429 or 5xx, with exponential backoff, waiting as long as Retry-After asks when that fits in WEB_FETCH_TIMEOUT_MS.' },
  { env: 'WEB_FETCH_USER_AGENT', default: DEFAULT_USER_AGENT, description: 'User-Agent header of every outbound request.' },
  { env: 'SEARCH_PROVIDER', default: '(first configured)', description: 'Search provider of the ext_*_search tools: searxng or brave. Unset, the first configured of SEARXNG_URL, BRAVE_API_KEY is used.' },
  { env: 'SEARXNG_URL', default: '(none)', description: 'Base URL of a SearXNG instance whose JSON API is on (search.formats includes json), e.g. http://127.0.0.1:8888. Its host is trusted by the fetcher for these calls only.' },
  { env: 'BRAVE_API_KEY', default: '(none)', description: 'Brave Search API subscription token (X-Subscription-Token).' },
  { env: 'BRAVE_API_URL', default: DEFAULT_BRAVE_API_URL, description: 'Base URL of the Brave Search API (ending before /web/search).' },
  { env: 'YOUTUBE_API_KEY', default: '(none)', description: 'YouTube Data API v3 key: get_video_metadata then reads title, channel, duration, date and description from the API; without it, from oEmbed and the watch page (no key needed).' },
  { env: 'YOUTUBE_URL', default: DEFAULT_YOUTUBE_URL, description: 'YouTube site base for oEmbed, watch pages and caption tracks (timedtext) of YouTube links.' },
  { env: 'YOUTUBE_API_URL', default: DEFAULT_YOUTUBE_API_URL, description: 'YouTube Data API base (used only with YOUTUBE_API_KEY).' },
  { env: 'GITHUB_TOKEN', default: '(none)', description: 'GitHub token for the vcs_* tools (fine-grained: Issues and Pull requests read, plus write for vcs_pr_create and vcs_pr_merge, Contents write to delete merged branches). Without it, reading public repositories still works within GitHub\'s anonymous rate limit; opening and merging pull requests answer WEB-001.' },
  { env: 'GITHUB_API_URL', default: DEFAULT_GITHUB_API_URL, description: 'GitHub REST API base; for GitHub Enterprise Server, https://HOST/api/v3.' },
  { env: 'GITLAB_TOKEN', default: '(none)', description: 'GitLab personal, group or project access token (scope api; read_api is enough for reading) for the vcs_* tools on GitLab. Without it public projects can still be read; opening and merging merge requests answer WEB-001.' },
  { env: 'GITLAB_URL', default: DEFAULT_GITLAB_URL, description: 'GitLab instance base (the REST API is under /api/v4), e.g. https://gitlab.example.com for a self-managed one.' },
  { env: 'VCS_PROVIDER', default: '(first configured)', description: 'Code host of the vcs_* tools: github or gitlab. Unset: github when GITHUB_TOKEN is set, else gitlab when GITLAB_TOKEN is set, else github (public repositories, no token).' },
  { env: 'VCS_GIT_ROOTS', default: '(none)', description: 'Folders (separated like PATH) in whose git repositories vcs_exec runs the read-only git subcommands (status, log, diff...) for callers of remote /mcp. Unset, git commands over /mcp answer MCP-006; `memplat mcp` (stdio) uses its own roots instead and also runs the write subcommands.' },
  { env: 'ARXIV_API_URL', default: DEFAULT_ARXIV_API_URL, description: 'arXiv API query endpoint used by preprint_search (Atom feed).' },
];

export interface FetcherConfig {
  allowHosts: string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  retries: number;
  userAgent: string;
}

export interface WebConfig {
  fetch: FetcherConfig;
  /** The search provider to use, or undefined when none is configured. */
  searchProvider?: SearchProviderName;
  searxngUrl?: string;
  braveApiKey?: string;
  braveApiUrl: string;
  arxivApiUrl: string;
  youtubeApiKey?: string;
  youtubeUrl: string;
  youtubeApiUrl: string;
  githubToken?: string;
  githubApiUrl: string;
  gitlabToken?: string;
  gitlabUrl: string;
  vcsProvider: VcsProviderName;
  /** Absolute folders whose repositories vcs_exec reads with git for remote /mcp callers (VCS_GIT_ROOTS). */
  vcsGitRoots: string[];
}

function readUrl(env: Env, name: string, fallback?: string): string | undefined {
  const raw = readOptional(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http or https URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function pickSearchProvider(env: Env, searxngUrl?: string, braveApiKey?: string): SearchProviderName | undefined {
  const configured: Record<SearchProviderName, boolean> = { searxng: Boolean(searxngUrl), brave: Boolean(braveApiKey) };
  const chosen = readOptional(env, 'SEARCH_PROVIDER');
  if (chosen === undefined) return SEARCH_PROVIDERS.find((p) => configured[p]);
  const name = readEnum(env, 'SEARCH_PROVIDER', SEARCH_PROVIDERS, 'searxng');
  if (!configured[name]) throw new ConfigError(`SEARCH_PROVIDER is ${name} but ${name === 'searxng' ? 'SEARXNG_URL' : 'BRAVE_API_KEY'} is not set`);
  return name;
}

/** WEB_FETCH_ALLOW_HOSTS, lower-cased; an entry whose port is not 1 to 65535 is a configuration error. */
function readAllowHosts(env: Env): string[] {
  return readList(env, 'WEB_FETCH_ALLOW_HOSTS', []).map((entry) => {
    if (!parseAllowEntry(entry)) throw new ConfigError(`WEB_FETCH_ALLOW_HOSTS entries are host, host:port or [IPv6]:port (port 1 to 65535), got "${entry}"`);
    return entry.toLowerCase();
  });
}

export function loadWebConfig(env: Env): WebConfig {
  const searxngUrl = readUrl(env, 'SEARXNG_URL');
  const braveApiKey = readOptional(env, 'BRAVE_API_KEY');
  return {
    fetch: {
      allowHosts: readAllowHosts(env),
      timeoutMs: readInt(env, 'WEB_FETCH_TIMEOUT_MS', 15_000, 100, 600_000),
      maxBytes: readInt(env, 'WEB_FETCH_MAX_BYTES', 5_242_880, 1024, 256 * 1024 * 1024),
      maxRedirects: readInt(env, 'WEB_FETCH_MAX_REDIRECTS', 5, 0, 20),
      retries: readInt(env, 'WEB_FETCH_RETRIES', 2, 0, 10),
      userAgent: readString(env, 'WEB_FETCH_USER_AGENT', DEFAULT_USER_AGENT),
    },
    searchProvider: pickSearchProvider(env, searxngUrl, braveApiKey),
    searxngUrl,
    braveApiKey,
    braveApiUrl: readUrl(env, 'BRAVE_API_URL', DEFAULT_BRAVE_API_URL)!,
    arxivApiUrl: readUrl(env, 'ARXIV_API_URL', DEFAULT_ARXIV_API_URL)!,
    youtubeApiKey: readOptional(env, 'YOUTUBE_API_KEY'),
    youtubeUrl: readUrl(env, 'YOUTUBE_URL', DEFAULT_YOUTUBE_URL)!,
    youtubeApiUrl: readUrl(env, 'YOUTUBE_API_URL', DEFAULT_YOUTUBE_API_URL)!,
    githubToken: readOptional(env, 'GITHUB_TOKEN'),
    githubApiUrl: readUrl(env, 'GITHUB_API_URL', DEFAULT_GITHUB_API_URL)!,
    gitlabToken: readOptional(env, 'GITLAB_TOKEN'),
    gitlabUrl: readUrl(env, 'GITLAB_URL', DEFAULT_GITLAB_URL)!,
    vcsProvider: readEnum(env, 'VCS_PROVIDER', VCS_PROVIDERS, readOptional(env, 'GITHUB_TOKEN') || !readOptional(env, 'GITLAB_TOKEN') ? 'github' : 'gitlab'),
    vcsGitRoots: [...new Set((readOptional(env, 'VCS_GIT_ROOTS') ?? '').split(path.delimiter).map((r) => r.trim()).filter(Boolean).map((r) => path.resolve(r)))],
  };
}
