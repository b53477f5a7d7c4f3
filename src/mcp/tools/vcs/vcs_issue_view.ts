import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const vcsIssueView: ToolDefinition<'vcs_issue_view'> = {
  name: 'vcs_issue_view',
  title: 'View an issue',
  description: 'Read one issue with its description, labels and optionally its comments.',
  group: 'vcs',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'vcs_issue_view').vcs.viewIssue(args.repository, args.number, Boolean(args.comments), ctx.signal)) };
  },
};
