import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const videoSummarize: ToolDefinition<'video_summarize'> = {
  name: 'video_summarize',
  title: 'Summarise a video',
  description: 'Summarise an online video from its transcript, with key points, at a chosen length.',
  group: 'video',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'video_summarize').videos.summary(args.url, args.length ?? 'medium', ctx.signal)) };
  },
};
