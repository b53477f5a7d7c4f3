import { additive, type ToolDefinition } from '../types.js';
import { coding } from './records.js';

export const codingStartSession: ToolDefinition<'coding_start_session'> = {
  name: 'coding_start_session',
  title: 'Start a coding session',
  description:
    'Open a coding session for a project and task; pass its session_id to the other coding tools. Call it when starting work on code.',
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
    'Close a coding session with a summary of what was done and what is left, for the next session.',
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
    'Record a file created, modified, deleted or renamed in a coding session, with the reason.',
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
