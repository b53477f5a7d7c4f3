import { readOnly, type ToolDefinition } from '../types.js';
import { inContext, namespaceOf } from './namespace.js';

export const memoryGetUserPattern: ToolDefinition<'memory_get_user_pattern'> = {
  name: 'memory_get_user_pattern',
  title: 'User interaction pattern',
  description:
    'Summarise a user\'s interactions: how many, their topics, AI platforms and how topics changed by day. Use it to tailor answers.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = namespaceOf(args, ctx);
    return inContext(ctx, ns, { ...(await ctx.services.graph.userPattern(ns, args.user_id)) });
  },
};
