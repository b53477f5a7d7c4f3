/**
 * `memplat export`, `memplat import` and `memplat forget` (the operator, every context of the
 * store): export and import go page by page, so any store size fits the admin channel's
 * request and answer lines, and the same handlers run in the live server or on the store.
 */
import { LOCAL_CONTEXT_ID } from '../../domain/core/contexts.js';
import type { ImportLine } from '../../domain/memory/portability/portability-service.js';
import { registerAdminCommand } from '../registry.js';

const OPERATOR = { principal: null };
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

registerAdminCommand('memory.export', async (services, args) => {
  const { portability } = services.memory;
  const contexts = await portability.exportContexts(OPERATOR, text(args.context));
  // A page carries each memory's history and feedback: kept small so one answer line stays small.
  const limit = typeof args.limit === 'number' ? args.limit : 100;
  const page = await portability.exportPage(contexts, { userId: text(args.user), agentName: text(args.agent) }, text(args.cursor) ?? null, limit);
  return { ...page, store: services.store.kind };
});

registerAdminCommand('memory.import', async (services, args) => {
  const lines = Array.isArray(args.lines) ? (args.lines as ImportLine[]).filter((l) => typeof l?.line === 'number' && typeof l?.text === 'string') : [];
  const report = await services.memory.portability.importLines(OPERATOR, lines, { contextId: text(args.context)?.toLowerCase() });
  return { ...report, store: services.store.kind };
});

registerAdminCommand('memory.forget', async (services, args) => {
  const target = { contextId: (text(args.context) ?? LOCAL_CONTEXT_ID).toLowerCase(), userId: text(args.user) ?? '', agentName: text(args.agent) };
  return services.memory.erasure.erase(OPERATOR, target, text(args.confirm));
});

/** `memory.context`: the context with that id (MEMORY-005 when there is none), e.g. for `memplat mcp --context`. */
registerAdminCommand('memory.context', async (services, args) => {
  const [context] = await services.memory.portability.existing(text(args.id) ?? '');
  return context;
});
