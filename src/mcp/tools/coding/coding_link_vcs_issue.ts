import { ToolError } from '../tool-error.js';
import type { ToolDefinition } from '../types.js';
import { additiveOpenWorld } from '../vcs/annotations.js';
import { issueWork } from './issue-records.js';

export const codingLinkVcsIssue: ToolDefinition<'coding_link_vcs_issue'> = {
  name: 'coding_link_vcs_issue',
  title: 'Link an issue',
  description:
    'Link a coding session to an issue on the code host, stored as a coding record of the user (recall, the graph and ' +
    'coding_get_issue_context see it). The issue is looked up on the host; a comment is posted on it only when ' +
    'post_comment is true. Use it when a session starts work on an issue.',
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
