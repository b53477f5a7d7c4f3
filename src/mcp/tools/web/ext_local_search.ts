import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { searchQueryOf, webOf } from './web-services.js';

export const extLocalSearch: ToolDefinition<'ext_local_search'> = {
  name: 'ext_local_search',
  title: 'Local places search',
  description: 'Find places near a location (address, coordinates, phone, rating).',
  group: 'web',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    return { ...(await webOf(ctx, 'ext_local_search').search.places(searchQueryOf(args, ctx))) };
  },
};
