import type { InteractionInput } from '../../../domain/graph/graph-service.js';
import { additive, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryRecordInteraction: ToolDefinition = {
  name: 'memory_record_interaction',
  title: 'Record an interaction',
  description:
    'Record one exchange (the user\'s query and your response) in the interaction graph: topics are extracted and ' +
    'linked to related memories, building the user pattern read by memory_get_user_pattern. Use it after answering a ' +
    'substantive question.',
  group: 'memory',
  localOnly: false,
  annotations: additive,
  async run(args, ctx) {
    const input: InteractionInput = {
      user_id: args.user_id as string,
      query: args.query as string,
      response: args.response as string,
      metadata: args.metadata as Record<string, unknown> | undefined,
      ai_platform: args.ai_platform as string | undefined,
    };
    const ns = namespaceOf(args, ctx);
    return inContext(ctx, ns, { ...(await ctx.services.graph.recordInteraction(ns, input)) });
  },
};
