import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const preprintSearch: ToolDefinition<'preprint_search'> = {
  name: 'preprint_search',
  title: 'Search preprints',
  description:
    'Search arXiv for papers matching a query (optionally in one subject category such as cs.CL): id, title, ' +
    'authors, abstract, dates, categories and links to the abstract page and PDF. Use it for recent research.',
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
