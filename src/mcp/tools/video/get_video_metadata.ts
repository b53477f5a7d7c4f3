import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const getVideoMetadata: ToolDefinition<'get_video_metadata'> = {
  name: 'get_video_metadata',
  title: 'Video metadata',
  description: 'Get an online video\'s title, channel, duration, date and description.',
  group: 'video',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'get_video_metadata').videos.metadata(args.url, ctx.signal)) };
  },
};
