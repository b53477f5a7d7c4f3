import { AppError } from '../../../domain/errors/app-error.js';
import { parseNodeId } from '../../../domain/graph/node-ids.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

/**
 * Where a walk may start for `key`, in order: the graph node it names (`tag:`, `topic:`,
 * `memory:<key>`, `memory:<id>`, `user:`, `platform:`, `interaction:`), then the memory whose key
 * is the whole text (so a memory keyed `user:x` or `tag:x` is still reachable), and a bare key
 * as the memory it names.
 */
function startCandidates(key: string): string[] {
  return parseNodeId(key) ? [key, `memory:${key}`] : [`memory:${key}`];
}

export const memoryGetRelated: ToolDefinition<'memory_get_related'> = {
  name: 'memory_get_related',
  title: 'Related memories and topics',
  description:
    'Walk the knowledge graph from a memory key or node id (tag:<tag>, topic:<topic>) to related memories, tags, topics and interactions.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    const options = { depth: args.depth ?? 2, limit: args.limit };
    const starts = startCandidates(args.key);
    for (const [i, start] of starts.entries()) {
      try {
        return await inContext(ctx, ns, { ...(await ctx.services.graph.related(ns, start, options)) });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'GRAPH-001') || i === starts.length - 1) throw error;
      }
    }
    throw new AppError('GRAPH-001', { details: { node_id: args.key } });
  },
  text: (result, args) => {
    const nodes = result.related.map((n) => {
      const facts = [n.type, `depth ${n.depth}`, ...(n.edge_type ? [n.edge_type] : []), ...(typeof n.score === 'number' ? [n.score.toFixed(2)] : []),
        ...(n.agent_name && n.agent_name !== args.agent_name ? [`agent ${n.agent_name}`] : [])];
      return `- ${n.node_id} [${facts.join('; ')}]: ${n.label}`;
    });
    const context = result.context ? `, context ${result.context.name}` : '';
    return [`${nodes.length ? nodes.length : 'No'} nodes related to ${result.node_id} (user ${args.user_id}, agent ${args.agent_name}${context})`, ...nodes].join('\n');
  },
};
