import { ToolError } from '../tool-error.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { rankTools } from './route-query/ranking.js';

export const routeQuery: ToolDefinition<'route_query'> = {
  name: 'route_query',
  title: 'Pick a tool',
  description:
    'Suggest which tools of this server fit a plain-language request, and why. It calls nothing.',
  group: 'other',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const offered = ctx.offered.filter((t) => t.name !== 'route_query');
    let tools = offered;
    const candidates = args.candidates;
    if (candidates?.length) {
      const unknown = candidates.filter((name) => !offered.some((t) => t.name === name));
      if (unknown.length) throw new ToolError('MCP-008', `Invalid tool arguments: candidates names tools this server does not offer: ${unknown.join(', ')}`);
      tools = offered.filter((t) => candidates.includes(t.name));
    }
    const embedder = ctx.services.embeddings ? { embed: (texts: string[]) => ctx.services.embeddings!.embed(texts), modelId: ctx.services.embeddings.modelId } : null;
    const { ranked, semantic } = await rankTools(args.query, tools, embedder);
    const top = ranked.slice(0, args.limit);
    return {
      tool: top[0]?.tool ?? null,
      confidence: top[0]?.score ?? 0,
      alternatives: top.slice(1).map((r) => r.tool),
      ranked: top,
      method: semantic ? 'embedding similarity + lexical overlap + rules' : 'lexical overlap + rules (the embedding model was not available)',
    };
  },
};
