import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const vcsPrView: ToolDefinition<'vcs_pr_view'> = {
  name: 'vcs_pr_view',
  title: 'View a pull request',
  description:
    'Read one pull or merge request: title, state, description, branches and optionally the diff.',
  group: 'vcs',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'vcs_pr_view').vcs.viewPullRequest(args.repository, args.number, Boolean(args.diff), ctx.signal)) };
  },
};
