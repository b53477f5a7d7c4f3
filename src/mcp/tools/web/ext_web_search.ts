import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { searchQueryOf, webOf } from './web-services.js';

export const extWebSearch: ToolDefinition<'ext_web_search'> = {
  name: 'ext_web_search',
  title: 'Web search',
  description:
    'Search the public web for pages matching a query and get titles, links, snippets, sources and dates. Use it for ' +
    'current facts, documentation or anything not in memory. Replaces the deprecated web_search tool.',
  group: 'web',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'ext_web_search').search.web(searchQueryOf(args, ctx))) };
  },
};
