import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** GET /api/v1/memory-namespaces: the users and agents with memories in the context, with counts and last write. */
const listMemoryNamespaces: OperationHandler<'listMemoryNamespaces'> = async (c) => {
  const ns = await memoryNamespace(c);
  return { status: 200, body: await c.services.memory.memories.namespaces(ns, c.query.limit ?? 500) };
};

export default listMemoryNamespaces;
