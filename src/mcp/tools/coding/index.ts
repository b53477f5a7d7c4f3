/** Coding group: 14 tools that keep a memory of coding sessions, errors, decisions and code structure. */
import { planned } from '../define.js';
import { additive, readOnly, readOnlyOpenWorld, type ToolDefinition } from '../types.js';

const c = (name: string, title: string, description: string, annotations = additive) => planned('coding', name, title, description, annotations);

export const codingTools: ToolDefinition[] = [
  c('coding_start_session', 'Start a coding session', 'Open a coding session for a project and task, returning a session_id for the other coding tools. Use it when you begin working on code.'),
  c('coding_end_session', 'End a coding session', 'Close a coding session with a summary of what was done and what is left, so the next session can pick it up.'),
  c('coding_track_file_change', 'Track a file change', 'Record that a file was created, modified, deleted or renamed in the current coding session, with a short reason.'),
  c('coding_record_error', 'Record an error', 'Record an error met while coding (message, file, stack trace) and, once known, how it was fixed, so the fix can be found next time.'),
  c('coding_search_errors', 'Search past errors', 'Find errors recorded earlier in a project that resemble a new one, with their resolutions. Use it before debugging from scratch.', readOnly),
  c('coding_record_decision', 'Record a design decision', 'Record a technical decision with its rationale and the alternatives rejected, so later sessions respect it.'),
  c('coding_analyze_patterns', 'Analyse coding patterns', 'Find recurring patterns across a project\'s sessions (frequent errors, hot files, repeated fixes) with advice. Use it for a retrospective.', readOnly),
  c('coding_analyze_file_dependencies', 'File dependencies', 'List what a file imports and which files import it. Use it before changing a module\'s interface.', readOnly),
  c('coding_analyze_refactor_impact', 'Refactor impact', 'Estimate which files a change to a file or symbol affects and how risky it is. Use it before a refactoring.', readOnly),
  c('coding_suggest_refactor_order', 'Refactor order', 'Suggest an order in which to refactor a set of files so each step builds on the previous one (dependencies first).', readOnly),
  c('coding_get_project_context', 'Project context', 'Get what is known about a project: recent sessions, recorded decisions and open errors. Use it when resuming work on a project.', readOnly),
  c('coding_get_issue_context', 'Issue context', 'Gather an issue from the code host together with the sessions and files related to it. Use it before working on an issue.', readOnlyOpenWorld),
  c('coding_link_vcs_issue', 'Link an issue', 'Link the current coding session to an issue on the code host, so the work can be traced from the issue.'),
  c('coding_generate_pr_description', 'Draft a PR description', 'Draft a pull request title and description from a coding session\'s changes, decisions and linked issues.', readOnly),
];
