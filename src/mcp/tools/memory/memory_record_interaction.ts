import type { InteractionInput } from '../../../domain/graph/graph-service.js';
import { additive, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryRecordInteraction: ToolDefinition<'memory_record_interaction'> = {
  name: 'memory_record_interaction',
  title: 'Record an interaction',
  description:
    'Record one exchange (query and response) in the interaction graph; its topics feed memory_get_user_pattern. Use it after a substantive answer.',
  group: 'memory',
  localOnly: false,
  annotations: additive,
  async run(args, ctx) {
    const input: InteractionInput = {
      user_id: args.user_id,
      query: args.query,
      response: args.response,
      metadata: args.metadata,
      ai_platform: args.ai_platform,
      occurred_at: args.occurred_at,
    };
    const ns = namespaceOf(args, ctx);
    return inContext(ctx, ns, { ...(await ctx.services.graph.recordInteraction(ns, input)) });
  },
};
