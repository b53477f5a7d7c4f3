/** Coding group: 14 tools that keep a memory of coding sessions, errors, decisions and code structure. */
import { codingEndSession, codingStartSession, codingTrackFileChange } from './sessions.js';
import { codingAnalyzePatterns, codingRecordDecision, codingRecordError, codingSearchErrors } from './knowledge.js';
import { codingAnalyzeFileDependencies } from './coding_analyze_file_dependencies.js';
import { codingAnalyzeRefactorImpact } from './coding_analyze_refactor_impact.js';
import { codingSuggestRefactorOrder } from './coding_suggest_refactor_order.js';
import { codingGetProjectContext } from './coding_get_project_context.js';
import { codingGeneratePrDescription } from './coding_generate_pr_description.js';
import { codingGetIssueContext } from './coding_get_issue_context.js';
import { codingLinkVcsIssue } from './coding_link_vcs_issue.js';
import type { ToolDefinition } from '../types.js';

export const codingTools: ToolDefinition[] = [
  codingStartSession,
  codingEndSession,
  codingTrackFileChange,
  codingRecordError,
  codingSearchErrors,
  codingRecordDecision,
  codingAnalyzePatterns,
  codingAnalyzeFileDependencies,
  codingAnalyzeRefactorImpact,
  codingSuggestRefactorOrder,
  codingGetProjectContext,
  codingGetIssueContext,
  codingLinkVcsIssue,
  codingGeneratePrDescription,
];
