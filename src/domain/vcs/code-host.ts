/** The code host of the vcs_* tools: VCS_PROVIDER, else the first with a token (GitHub, then GitLab). */
import type { WebConfig } from '../../config/web.js';
import type { OutboundFetcher } from '../net/outbound.js';
import { GitHubService } from './github-service.js';
import { GitLabService } from './gitlab-service.js';
import type { CodeHost } from './types.js';

export function codeHostFor(config: WebConfig, fetcher: OutboundFetcher): CodeHost {
  return config.vcsProvider === 'gitlab' ? new GitLabService(config, fetcher) : new GitHubService(config, fetcher);
}
