import type { ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';
import { additiveOpenWorld } from './annotations.js';

export const vcsPrCreate: ToolDefinition = {
  name: 'vcs_pr_create',
  title: 'Open a pull request',
  description: 'Open a GitHub pull request from a head branch into a base branch (the default branch unless given) with a title and description, optionally as a draft. Needs GITHUB_TOKEN.',
  group: 'vcs',
  localOnly: false,
  annotations: additiveOpenWorld,
  async run(args, ctx) {
    return {
      ...(await webOf(ctx, 'vcs_pr_create').github.createPullRequest(args.repository as string, {
        title: args.title as string,
        body: args.body as string | undefined,
        head: args.head as string,
        base: args.base as string | undefined,
        draft: Boolean(args.draft),
        signal: ctx.signal,
      })),
    };
  },
};
