/** The code host of the vcs_* tools: VCS_PROVIDER, else the first with a token (GitHub, then GitLab). */
import type { WebConfig } from '../../config/web.js';
import type { OutboundFetcher } from '../net/outbound.js';
import { GitLabHost } from './gitlab-host.js';
import type { CodeHost } from './types.js';

/**
 * Builds the GitHub code host (src/adapters/github/, on Octokit) for these settings, its every
 * request through `fetcher`; the composition root passes it in.
 */
export type GitHubHostFactory = (config: WebConfig, fetcher: OutboundFetcher) => CodeHost;

export function codeHostFor(config: WebConfig, fetcher: OutboundFetcher, github: GitHubHostFactory): CodeHost {
  return config.vcsProvider === 'gitlab' ? new GitLabHost(config, fetcher) : github(config, fetcher);
}
