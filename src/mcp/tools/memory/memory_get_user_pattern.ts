import { readOnly, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryGetUserPattern: ToolDefinition<'memory_get_user_pattern'> = {
  name: 'memory_get_user_pattern',
  title: 'User interaction pattern',
  description:
    'Summarise how a user has interacted so far: number of recorded interactions, the topics they ask about and how ' +
    'often, the AI platforms they use, and how their topics changed day by day. Use it to tailor answers to the user.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    return inContext(ctx, ns, { ...(await ctx.services.graph.userPattern(ns, args.user_id)) });
  },
};
