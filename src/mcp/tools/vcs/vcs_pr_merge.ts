import type { ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';
import { destructiveOpenWorld } from './annotations.js';

export const vcsPrMerge: ToolDefinition<'vcs_pr_merge'> = {
  name: 'vcs_pr_merge',
  title: 'Merge a pull request',
  description:
    'Merge a pull or merge request (merge, squash or rebase), optionally deleting its branch. Irreversible: confirm with the user first.',
  group: 'vcs',
  localOnly: false,
  annotations: destructiveOpenWorld,
  async run(args, ctx) {
    return {
      ...(await webOf(ctx, 'vcs_pr_merge').vcs.mergePullRequest(args.repository, args.number, args.method ?? 'merge', Boolean(args.delete_branch), ctx.signal)),
    };
  },
};
