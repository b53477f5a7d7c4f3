import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const videoSummarize: ToolDefinition<'video_summarize'> = {
  name: 'video_summarize',
  title: 'Summarise a video',
  description:
    'Summarise an online video from its transcript (YouTube captions; the description when there are none), with key ' +
    'points, at a chosen length. With a language model configured (LLM_BASE_URL) the model writes it (method ' +
    'abstractive); otherwise it is extractive: the video\'s own sentences, chosen by how central they are. ' +
    'Use it when the user wants the gist of a video.',
  group: 'video',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'video_summarize').videos.summary(args.url, args.length ?? 'medium', ctx.signal)) };
  },
};
