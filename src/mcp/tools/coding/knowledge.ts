import { additive, readOnly, type ToolDefinition } from '../types.js';
import { analysePatterns } from '../../../domain/coding/patterns.js';
import { coding } from './records.js';

export const codingRecordError: ToolDefinition<'coding_record_error'> = {
  name: 'coding_record_error',
  title: 'Record an error',
  description:
    'Record an error met while coding and, once known, its fix; answers earlier occurrences and how they were fixed.',
  group: 'coding',
  localOnly: false,
  annotations: additive,
  async run(args, ctx) {
    const { service, ns } = coding(args, ctx);
    return service.recordError(ns, {
      project: args.project, error_message: args.error_message, file_path: args.file_path,
      stack_trace: args.stack_trace, resolution: args.resolution, session_id: args.session_id,
    });
  },
};

export const codingSearchErrors: ToolDefinition<'coding_search_errors'> = {
  name: 'coding_search_errors',
  title: 'Search past errors',
  description:
    'Find earlier errors of a project like a new one, with their fixes. Use it before debugging from scratch.',
  group: 'coding',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const { service, ns } = coding(args, ctx);
    return service.searchErrors(ns, args.project, args.query, args.limit);
  },
};

export const codingRecordDecision: ToolDefinition<'coding_record_decision'> = {
  name: 'coding_record_decision',
  title: 'Record a design decision',
  description:
    'Record a technical decision with its rationale and rejected alternatives, so later sessions respect it.',
  group: 'coding',
  localOnly: false,
  annotations: additive,
  async run(args, ctx) {
    const { service, ns } = coding(args, ctx);
    return service.recordDecision(ns, {
      project: args.project, decision: args.decision, rationale: args.rationale,
      alternatives: args.alternatives, session_id: args.session_id,
    });
  },
};

export const codingAnalyzePatterns: ToolDefinition<'coding_analyze_patterns'> = {
  name: 'coding_analyze_patterns',
  title: 'Analyse coding patterns',
  description:
    'Find a project\'s recurring errors, hot files, decisions and session habits, with advice. For retrospectives.',
  group: 'coding',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const { service, ns } = coding(args, ctx);
    const project = args.project;
    const since = typeof args.since === 'string' ? new Date(`${args.since}T00:00:00Z`) : undefined;
    const [sessions, changes, errors, decisions] = await Promise.all((['session', 'change', 'error', 'decision'] as const).map((k) => service.records(ns, k, project, since)));
    return { project, since: since?.toISOString() ?? null, ...analysePatterns({ sessions: sessions!, changes: changes!, errors: errors!, decisions: decisions! }) };
  },
};
