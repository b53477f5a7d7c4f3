/** The web services of a tool call; a server built without them answers WEB-001 like an unconfigured provider. */
import type { WebServices } from '../../../domain/research/module.js';
import type { SearchQuery } from '../../../domain/research/search/types.js';
import { AppError } from '../../../domain/errors/app-error.js';
import type { ToolContext } from '../types.js';

/**
 * What the ext_*_search tools' arguments have in common; each tool's generated argument type
 * must fit it (checked where the tool calls searchQueryOf).
 */
interface SearchToolArgs {
  query: string;
  count?: number;
  country?: string;
  freshness?: SearchQuery['freshness'];
  safe_search?: SearchQuery['safeSearch'];
  location?: string;
}

export function webOf(ctx: ToolContext, tool: string): WebServices {
  if (ctx.services.web) return ctx.services.web;
  throw new AppError('WEB-001', { message: `${tool} is not set up on this server: it was started without the web providers' settings (WEB_*, SEARXNG_URL, BRAVE_API_KEY).` });
}

/** The search arguments of the ext_*_search tools (already validated and defaulted). */
export function searchQueryOf(args: SearchToolArgs, ctx: ToolContext): SearchQuery {
  return {
    query: args.query,
    count: args.count ?? 10,
    country: args.country,
    freshness: args.freshness,
    safeSearch: args.safe_search,
    location: args.location,
    signal: ctx.signal,
  };
}
