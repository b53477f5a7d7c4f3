import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** POST /api/v1/memory: create (201 + Location) or replace (200) by key. */
const createMemory: OperationHandler<'createMemory'> = async (c) => {
  const { memory, created } = await c.services.memory.memories.upsert(await memoryNamespace(c), c.body);
  return created
    ? { status: 201, body: memory, headers: { Location: `/api/v1/memory/${encodeURIComponent(memory.key)}` } }
    : { status: 200, body: memory };
};

export default createMemory;
