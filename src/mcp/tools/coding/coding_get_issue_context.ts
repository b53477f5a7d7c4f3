import { issueContext } from '../../../domain/coding/issue-context.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { issueWork } from './issue-records.js';

export const codingGetIssueContext: ToolDefinition<'coding_get_issue_context'> = {
  name: 'coding_get_issue_context',
  title: 'Issue context',
  description:
    'Gather a code-host issue with its comments and linked pull requests, plus the coding records about it. Use it before working on an issue.',
  group: 'coding',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    const { service, ns, host, links } = issueWork(args, ctx);
    return issueContext(service, links, host, ns, { project: args.project, repository: args.repository, issueNumber: args.issue_number, signal: ctx.signal });
  },
};
