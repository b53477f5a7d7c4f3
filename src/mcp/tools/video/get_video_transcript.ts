import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const getVideoTranscript: ToolDefinition<'get_video_transcript'> = {
  name: 'get_video_transcript',
  title: 'Video transcript',
  description: 'Get a YouTube video\'s timed transcript, in a preferred language when it has one.',
  group: 'video',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'get_video_transcript').videos.transcript(args.url, args.language, ctx.signal)) };
  },
};
