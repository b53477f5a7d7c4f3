import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const vcsIssueList: ToolDefinition<'vcs_issue_list'> = {
  name: 'vcs_issue_list',
  title: 'List issues',
  description: 'List a repository\'s issues on GitHub or GitLab by state and labels, newest first.',
  group: 'vcs',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return {
      ...(await webOf(ctx, 'vcs_issue_list').vcs.listIssues(args.repository, {
        state: args.state ?? 'open',
        labels: args.labels,
        limit: args.limit ?? 30,
        signal: ctx.signal,
      })),
    };
  },
};
