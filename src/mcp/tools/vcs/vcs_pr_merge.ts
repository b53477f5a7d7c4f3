import type { ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';
import { destructiveOpenWorld } from './annotations.js';

export const vcsPrMerge: ToolDefinition<'vcs_pr_merge'> = {
  name: 'vcs_pr_merge',
  title: 'Merge a pull request',
  description: 'Merge a pull request or GitLab merge request (merge, squash or rebase; GitLab: merge or squash, rebasing is a project setting) and optionally delete its branch. Irreversible on the code host: confirm with the user first. Needs GITHUB_TOKEN (or GITLAB_TOKEN on GitLab).',
  group: 'vcs',
  localOnly: false,
  annotations: destructiveOpenWorld,
  async run(args, ctx) {
    return {
      ...(await webOf(ctx, 'vcs_pr_merge').vcs.mergePullRequest(args.repository, args.number, args.method ?? 'merge', Boolean(args.delete_branch), ctx.signal)),
    };
  },
};
