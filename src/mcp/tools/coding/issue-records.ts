/** What the two issue tools share: the coding service and its issue links over the caller's memories and code host. */
import { IssueLinks } from '../../../domain/coding/issue-links.js';
import type { ToolArgs, ToolContext } from '../types.js';
import { coding } from './records.js';

export function issueWork(args: ToolArgs, ctx: ToolContext) {
  const { service, ns } = coding(args, ctx);
  const host = ctx.services.web?.vcs;
  return { service, ns, host, links: new IssueLinks(service, ctx.services.memories, host) };
}
