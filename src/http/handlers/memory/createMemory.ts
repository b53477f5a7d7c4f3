import { issuesAt } from '../../../contract/memory-input.js';
import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/**
 * POST /api/v1/memory: create (201 + Location) or replace (200) by key. The pipeline has
 * parsed the body against MemoryCreate (defaults filled), so it goes to the service as it is;
 * what the domain's rules find there is answered under `body`.
 */
const createMemory: OperationHandler<'createMemory'> = async (c) => {
  const ns = await memoryNamespace(c);
  const { memory, created } = await issuesAt('body', () => c.services.memory.memories.upsert(ns, c.body));
  const body = { ...memory, context: await c.services.memory.memories.contextOf(ns) };
  return created
    ? { status: 201, body, headers: { Location: `/api/v1/memory/${encodeURIComponent(memory.key)}` } }
    : { status: 200, body };
};

export default createMemory;
