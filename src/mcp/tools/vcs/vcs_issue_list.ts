import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const vcsIssueList: ToolDefinition<'vcs_issue_list'> = {
  name: 'vcs_issue_list',
  title: 'List issues',
  description: 'List a repository\'s issues on the code host (GitHub or GitLab) filtered by state and labels, newest first (pull requests left out). Use it to find work items.',
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
