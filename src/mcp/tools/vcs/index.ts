/** Version-control hosting group: 6 tools acting on a code host (issues, pull requests). */
import type { ToolDefinition } from '../types.js';
import { vcsExec } from './vcs_exec.js';
import { vcsIssueList } from './vcs_issue_list.js';
import { vcsIssueView } from './vcs_issue_view.js';
import { vcsPrView } from './vcs_pr_view.js';
import { vcsPrCreate } from './vcs_pr_create.js';
import { vcsPrMerge } from './vcs_pr_merge.js';

export const vcsTools: ToolDefinition[] = [
  vcsExec,
  vcsIssueList,
  vcsIssueView,
  vcsPrView,
  vcsPrCreate,
  vcsPrMerge,
];
