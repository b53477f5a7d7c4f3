import type { ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';
import { additiveOpenWorld } from './annotations.js';

export const vcsPrCreate: ToolDefinition<'vcs_pr_create'> = {
  name: 'vcs_pr_create',
  title: 'Open a pull request',
  description:
    'Open a pull or merge request from a head branch into a base branch. Needs GITHUB_TOKEN or GITLAB_TOKEN.',
  group: 'vcs',
  localOnly: false,
  annotations: additiveOpenWorld,
  async run(args, ctx) {
    return {
      ...(await webOf(ctx, 'vcs_pr_create').vcs.createPullRequest(args.repository, {
        title: args.title,
        body: args.body,
        head: args.head,
        base: args.base,
        draft: Boolean(args.draft),
        signal: ctx.signal,
      })),
    };
  },
};
