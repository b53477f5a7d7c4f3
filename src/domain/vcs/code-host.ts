/** The code host of the vcs_* tools: VCS_PROVIDER, else the first with a token (GitHub, then GitLab). */
import type { WebConfig } from '../../config/web.js';
import type { OutboundFetcher } from '../net/outbound.js';
import { GitHubHost } from './github-host.js';
import { GitLabHost } from './gitlab-host.js';
import type { CodeHost } from './types.js';

export function codeHostFor(config: WebConfig, fetcher: OutboundFetcher): CodeHost {
  return config.vcsProvider === 'gitlab' ? new GitLabHost(config, fetcher) : new GitHubHost(config, fetcher);
}
