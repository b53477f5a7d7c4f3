import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const preprintSearch: ToolDefinition<'preprint_search'> = {
  name: 'preprint_search',
  title: 'Search preprints',
  description: 'Search arXiv papers by query and optional category: title, authors, abstract and links.',
  group: 'other',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return {
      ...(await webOf(ctx, 'preprint_search').preprints.search({
        query: args.query,
        category: args.category,
        limit: args.limit ?? 10,
        signal: ctx.signal,
      })),
    };
  },
};
