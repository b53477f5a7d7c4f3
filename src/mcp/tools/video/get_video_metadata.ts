import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const getVideoMetadata: ToolDefinition<'get_video_metadata'> = {
  name: 'get_video_metadata',
  title: 'Video metadata',
  description:
    'Get the title, channel, duration, publication date and description of an online video (YouTube links, or any ' +
    'video page through its metadata). Use it to identify a video before reading its transcript.',
  group: 'video',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'get_video_metadata').videos.metadata(args.url, ctx.signal)) };
  },
};
