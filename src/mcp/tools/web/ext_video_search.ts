import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { searchQueryOf, webOf } from './web-services.js';

export const extVideoSearch: ToolDefinition<'ext_video_search'> = {
  name: 'ext_video_search',
  title: 'Video search',
  description: 'Search the web for videos (title, link, channel, length).',
  group: 'web',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'ext_video_search').search.videos(searchQueryOf(args, ctx))) };
  },
};
