/** Version-control hosting group: 6 tools acting on a code host (issues, pull requests). */
import { planned } from '../define.js';
import { readOnlyOpenWorld, type ToolAnnotations, type ToolDefinition } from '../types.js';

const destructiveOpenWorld: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
const additiveOpenWorld: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true };

export const vcsTools: ToolDefinition[] = [
  planned('vcs', 'vcs_exec', 'Run a code-host command', 'Run a code-host CLI command (its arguments as a list) for a repository and return its output. Use it only when no dedicated vcs_* tool fits; it can change remote state.', destructiveOpenWorld),
  planned('vcs', 'vcs_issue_list', 'List issues', 'List a repository\'s issues filtered by state and labels. Use it to find work items.', readOnlyOpenWorld),
  planned('vcs', 'vcs_issue_view', 'View an issue', 'Read one issue with its description and, optionally, its comments.', readOnlyOpenWorld),
  planned('vcs', 'vcs_pr_view', 'View a pull request', 'Read one pull request: title, state, description, branches and, optionally, the diff. Use it to review a change.', readOnlyOpenWorld),
  planned('vcs', 'vcs_pr_create', 'Open a pull request', 'Open a pull request from a head branch into a base branch with a title and description (optionally as a draft).', additiveOpenWorld),
  planned('vcs', 'vcs_pr_merge', 'Merge a pull request', 'Merge a pull request (merge, squash or rebase) and optionally delete its branch. Irreversible on the code host: confirm with the user first.', destructiveOpenWorld),
];
