import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { searchQueryOf, webOf } from './web-services.js';

export const extWebSearch: ToolDefinition<'ext_web_search'> = {
  name: 'ext_web_search',
  title: 'Web search',
  description:
    'Search the web: titles, links, snippets and dates. For current facts and documentation not in memory.',
  group: 'web',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'ext_web_search').search.web(searchQueryOf(args, ctx))) };
  },
};
