import { issueContext } from '../../../domain/coding/issue-context.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { issueWork } from './issue-records.js';

export const codingGetIssueContext: ToolDefinition<'coding_get_issue_context'> = {
  name: 'coding_get_issue_context',
  title: 'Issue context',
  description:
    'Gather an issue from the code host (GitHub or GitLab) with its comments and the pull requests that close or ' +
    'mention it, together with the coding records of the project that are linked to it or mention it: sessions, ' +
    'decisions, errors, file changes and the files touched. Use it before working on an issue.',
  group: 'coding',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    const { service, ns, host, links } = issueWork(args, ctx);
    return issueContext(service, links, host, ns, { project: args.project, repository: args.repository, issueNumber: args.issue_number, signal: ctx.signal });
  },
};
