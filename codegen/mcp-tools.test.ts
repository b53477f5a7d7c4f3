import { describe, expect, it } from 'vitest';
import { buildMcpToolSchemas } from './emit-mcp-tools.js';
import { layoutFor } from './spec-files.js';
import { FIXTURE_ROOT } from './test-support.js';

describe('MCP tool schemas', () => {
  const { tools } = buildMcpToolSchemas(layoutFor(FIXTURE_ROOT));

  it('are sorted by tool name with refs inlined', () => {
    expect(Object.keys(tools)).toEqual(['memory_recall', 'memory_store']);
    const store = tools.memory_store!;
    expect(store.input.type).toBe('object');
    expect(store.input.$schema).toBeUndefined();
    expect((store.input.properties as any).scope).toEqual({
      title: 'MemoryScope',
      type: 'string',
      enum: ['working', 'persistent'],
      default: 'working',
    });
    expect(JSON.stringify(tools)).not.toContain('.json');
  });

  it('keeps recursive schemas as local $defs', () => {
    const output = tools.memory_store!.output!;
    const memory = (output.properties as any).memory;
    expect(memory).toEqual({ $ref: '#/$defs/MemoryResponse' });
    expect((output.$defs as any).MemoryResponse.properties.parent.anyOf[0]).toEqual({ $ref: '#/$defs/MemoryResponse' });
    expect(tools.memory_recall!.output).toBeUndefined();
  });
});
