import { additive, type ToolDefinition } from '../types.js';
import { coding } from './records.js';

export const codingStartSession: ToolDefinition<'coding_start_session'> = {
  name: 'coding_start_session',
  title: 'Start a coding session',
  description:
    'Open a coding session for a project and task and get a session_id for the other coding tools. Use it when you ' +
    'begin working on code; the session, its file changes, errors and decisions become memories the user can recall.',
  group: 'coding',
  localOnly: false,
  annotations: additive,
  async run(args, ctx) {
    const { service, ns } = coding(args, ctx);
    return service.startSession(ns, args.project, args.task);
  },
};

export const codingEndSession: ToolDefinition<'coding_end_session'> = {
  name: 'coding_end_session',
  title: 'End a coding session',
  description:
    'Close a coding session with a summary of what was done and what is left, so the next session can pick it up. ' +
    'Answers the files changed and the errors and decisions recorded in the session.',
  group: 'coding',
  localOnly: false,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, ctx) {
    const { service, ns } = coding(args, ctx);
    return service.endSession(ns, args.session_id, args.summary);
  },
};

export const codingTrackFileChange: ToolDefinition<'coding_track_file_change'> = {
  name: 'coding_track_file_change',
  title: 'Track a file change',
  description:
    'Record that a file was created, modified, deleted or renamed in the current coding session, with a short reason. ' +
    'Frequently changed files show up in coding_analyze_patterns.',
  group: 'coding',
  localOnly: false,
  annotations: additive,
  async run(args, ctx) {
    const { service, ns } = coding(args, ctx);
    return service.trackFileChange(ns, args.session_id, {
      file_path: args.file_path, change_type: args.change_type, summary: args.summary,
    });
  },
};
