import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { searchQueryOf, webOf } from './web-services.js';

export const extImageSearch: ToolDefinition<'ext_image_search'> = {
  name: 'ext_image_search',
  title: 'Image search',
  description: 'Search the web for images (image and page links, thumbnails).',
  group: 'web',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'ext_image_search').search.images(searchQueryOf(args, ctx))) };
  },
};
