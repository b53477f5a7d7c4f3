/** The web services of a tool call; a server built without them answers WEB-001 like an unconfigured provider. */
import type { WebServices } from '../../../domain/web/module.js';
import type { SearchQuery } from '../../../domain/web/search/types.js';
import { AppError } from '../../../domain/errors/app-error.js';
import type { ToolArgs, ToolContext } from '../types.js';

export function webOf(ctx: ToolContext, tool: string): WebServices {
  if (ctx.services.web) return ctx.services.web;
  throw new AppError('WEB-001', { message: `${tool} is not set up on this server: it was started without the web providers' settings (WEB_*, SEARXNG_URL, BRAVE_API_KEY).` });
}

/** The search arguments of the ext_*_search tools (already validated and defaulted). */
export function searchQueryOf(args: ToolArgs, ctx: ToolContext): SearchQuery {
  return {
    query: args.query as string,
    count: (args.count as number | undefined) ?? 10,
    country: args.country as string | undefined,
    freshness: args.freshness as SearchQuery['freshness'],
    safeSearch: args.safe_search as SearchQuery['safeSearch'],
    location: args.location as string | undefined,
    signal: ctx.signal,
  };
}
