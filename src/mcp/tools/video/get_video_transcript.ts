import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const getVideoTranscript: ToolDefinition<'get_video_transcript'> = {
  name: 'get_video_transcript',
  title: 'Video transcript',
  description:
    'Get the timed transcript of a YouTube video from its captions, in a preferred language when the video has it ' +
    '(the answer says which language it is and which others exist). Use it to quote or analyse what was said.',
  group: 'video',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'get_video_transcript').videos.transcript(args.url, args.language, ctx.signal)) };
  },
};
