/** Version-control hosting group: 6 tools acting on a code host (issues, pull requests). */
import { planned } from '../define.js';
import type { ToolDefinition } from '../types.js';
import { destructiveOpenWorld } from './annotations.js';
import { vcsIssueList } from './vcs_issue_list.js';
import { vcsIssueView } from './vcs_issue_view.js';
import { vcsPrView } from './vcs_pr_view.js';
import { vcsPrCreate } from './vcs_pr_create.js';
import { vcsPrMerge } from './vcs_pr_merge.js';

export const vcsTools: ToolDefinition[] = [
  planned('vcs', 'vcs_exec', 'Run a code-host command', 'Run a code-host CLI command (its arguments as a list) for a repository and return its output. Use it only when no dedicated vcs_* tool fits; it can change remote state.', destructiveOpenWorld),
  vcsIssueList,
  vcsIssueView,
  vcsPrView,
  vcsPrCreate,
  vcsPrMerge,
];
