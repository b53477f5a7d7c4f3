import { checkedByContract } from '../../../domain/memory/validation.js';
import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/**
 * POST /api/v1/memory: create (201 + Location) or replace (200) by key. The pipeline has
 * validated the body against MemoryCreate, so the service checks only the domain's rules.
 */
const createMemory: OperationHandler<'createMemory'> = async (c) => {
  const ns = await memoryNamespace(c);
  const { memory, created } = await c.services.memory.memories.upsert(ns, checkedByContract(c.body));
  const body = { ...memory, context: await c.services.memory.memories.contextOf(ns) };
  return created
    ? { status: 201, body, headers: { Location: `/api/v1/memory/${encodeURIComponent(memory.key)}` } }
    : { status: 200, body };
};

export default createMemory;
