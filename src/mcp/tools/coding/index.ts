/** Coding group: 14 tools that keep a memory of coding sessions, errors, decisions and code structure. */
import { planned } from '../define.js';
import { codingEndSession, codingStartSession, codingTrackFileChange } from './sessions.js';
import { codingAnalyzePatterns, codingRecordDecision, codingRecordError, codingSearchErrors } from './knowledge.js';
import { codingAnalyzeFileDependencies } from './coding_analyze_file_dependencies.js';
import { codingAnalyzeRefactorImpact } from './coding_analyze_refactor_impact.js';
import { codingSuggestRefactorOrder } from './coding_suggest_refactor_order.js';
import { codingGetProjectContext } from './coding_get_project_context.js';
import { codingGeneratePrDescription } from './coding_generate_pr_description.js';
import { additive, readOnlyOpenWorld, type ToolDefinition } from '../types.js';

const c = (name: string, title: string, description: string, annotations = additive) => planned('coding', name, title, description, annotations);

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
  c('coding_get_issue_context', 'Issue context', 'Gather an issue from the code host together with the sessions and files related to it. Use it before working on an issue.', readOnlyOpenWorld),
  c('coding_link_vcs_issue', 'Link an issue', 'Link the current coding session to an issue on the code host, so the work can be traced from the issue.'),
  codingGeneratePrDescription,
];
