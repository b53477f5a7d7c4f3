/** What the coding tools share: the coding service over the caller's memories and the namespace. */
import { CodingService } from '../../../domain/coding/coding-service.js';
import { codingNamespace, codingUser } from '../../../domain/coding/records.js';
import type { MemoryNamespace } from '../../../domain/memory/types.js';
import type { ToolArgs, ToolContext } from '../types.js';

export function coding(args: ToolArgs, ctx: ToolContext): { service: CodingService; ns: MemoryNamespace } {
  return {
    service: new CodingService(ctx.services.memories),
    ns: codingNamespace(ctx.principal, codingUser(args.user_id, ctx.principal), ctx.requestId),
  };
}
