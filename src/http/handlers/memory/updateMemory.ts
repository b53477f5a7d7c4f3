import { untypedHandler } from '../../handler-types.js';
import type { MemoryPatch } from '../../../domain/memory/types.js';
import { memoryNamespace } from './namespace.js';

/** PUT /api/v1/memory/{key}: partial update; 404 MEMORY-001 when the key does not exist. */
const updateMemory = untypedHandler<'updateMemory'>(async (c) => ({
  status: 200,
  body: await c.services.memory.memories.update(await memoryNamespace(c), c.params.key!, c.body as MemoryPatch),
}));

export default updateMemory;
