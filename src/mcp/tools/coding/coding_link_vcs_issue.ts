import { ToolError } from '../tool-error.js';
import type { ToolDefinition } from '../types.js';
import { additiveOpenWorld } from '../vcs/annotations.js';
import { issueWork } from './issue-records.js';

export const codingLinkVcsIssue: ToolDefinition<'coding_link_vcs_issue'> = {
  name: 'coding_link_vcs_issue',
  title: 'Link an issue',
  description: 'Link a coding session to a code-host issue, optionally posting a comment on it.',
  group: 'coding',
  localOnly: false,
  annotations: additiveOpenWorld,
  async run(args, ctx) {
    if (args.comment !== undefined && args.post_comment !== true) {
      throw new ToolError('MCP-008', 'Invalid tool arguments: comment is posted only with post_comment: true; set it, or leave comment out', { argument: 'comment' });
    }
    const { ns, links } = issueWork(args, ctx);
    return links.link(ns, {
      sessionId: args.session_id, repository: args.repository, issueNumber: args.issue_number,
      postComment: args.post_comment === true, comment: args.comment, signal: ctx.signal,
    });
  },
};
