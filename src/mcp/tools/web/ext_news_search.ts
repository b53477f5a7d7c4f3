import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { searchQueryOf, webOf } from './web-services.js';

export const extNewsSearch: ToolDefinition<'ext_news_search'> = {
  name: 'ext_news_search',
  title: 'News search',
  description: 'Search recent news within a period, with source and date. For current events.',
  group: 'web',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'ext_news_search').search.news(searchQueryOf(args, ctx))) };
  },
};
