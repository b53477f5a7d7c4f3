/** Knex implementation of ContextLabelRepository (contract in src/domain/memory/ports.ts). */
import type { Knex } from 'knex';
import type { ContextLabelRepository } from '../../domain/memory/ports.js';
import type { MemoryContext } from '../../domain/memory/types.js';

export class KnexContextLabelRepository implements ContextLabelRepository {
  constructor(private readonly knex: Knex) {}

  async label(contextId: string): Promise<MemoryContext | null> {
    const row = await this.knex('contexts').where({ id: contextId }).first('id', 'name', 'kind');
    return row ? { id: row.id as string, name: row.name as string, kind: row.kind as MemoryContext['kind'] } : null;
  }
}
