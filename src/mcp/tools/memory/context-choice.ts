/**
 * `context_id` on every memory tool: the call uses that context instead of the caller's
 * default one, chosen by the rule of REST's X-Context-ID (domain/core/context-selection.ts),
 * so MCP and REST reach exactly the same contexts. Wrapping the tools here keeps each tool's
 * code unaware of it: namespaceOf reads the chosen context from the tool context.
 */
import { selectContext } from '../../../domain/core/context-selection.js';
import { AppError } from '../../../domain/errors/app-error.js';
import type { ToolContext, ToolDefinition } from '../types.js';
import type { McpToolArgs, McpToolName } from '../../../../generated/mcp-tool-types.js';

/** The tools whose arguments take a `context_id`. */
type ContextualToolName = { [N in McpToolName]: McpToolArgs[N] extends { context_id?: string } ? N : never }[McpToolName];

async function chosenContext(requested: unknown, ctx: ToolContext): Promise<string | undefined> {
  if (typeof requested !== 'string') return undefined;
  const contexts = ctx.services.contexts;
  if (contexts) return selectContext(contexts, ctx.principal, requested);
  // Without the context service (unit tests of single tools) only the caller's own context can be named.
  if (requested.toLowerCase() === ctx.principal.contextId.toLowerCase()) return ctx.principal.contextId;
  throw new AppError('MEMORY-005');
}

export function withContextChoice<N extends ContextualToolName>(tool: ToolDefinition<N>): ToolDefinition<N> {
  const run = tool.run;
  if (!run) return tool;
  return {
    ...tool,
    async run(args, ctx) {
      const contextId = await chosenContext(args.context_id, ctx);
      return run(args, contextId === undefined ? ctx : { ...ctx, contextId });
    },
  };
}
