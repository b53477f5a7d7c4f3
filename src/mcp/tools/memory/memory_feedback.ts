import type { FeedbackLabel } from '../../../domain/memory/types.js';
import { ToolError } from '../tool-error.js';
import { additive, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryFeedback: ToolDefinition<'memory_feedback'> = {
  name: 'memory_feedback',
  title: 'Give feedback on a memory',
  description:
    'Say whether a memory (key) or graph node (node_id) was useful, irrelevant or outdated; it tunes future recall. Give key or node_id, not both.',
  group: 'memory',
  localOnly: false,
  annotations: additive,
  async run(args, ctx) {
    if (args.node_id === undefined && args.key === undefined) {
      throw new ToolError('MCP-008', 'Invalid tool arguments: give node_id or key');
    }
    const ns = namespaceOf(args, ctx);
    return inContext(ctx, ns, { ...(await ctx.services.memories.feedback(
      ns,
      { key: args.key, nodeId: args.node_id },
      args.label,
      args.weight ?? 1,
    )) });
  },
};
