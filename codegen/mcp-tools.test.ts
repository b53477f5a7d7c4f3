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

describe('MCP tool schemas: the listed form', () => {
  const { tools } = buildMcpToolSchemas(layoutFor(FIXTURE_ROOT));

  it('lists the input without titles, REST prose, patterns or size limits, keeping types, enums and defaults', () => {
    const listed = tools.memory_store!.listed.input as any;
    expect(listed.title).toBeUndefined();
    expect(listed.description).toBeUndefined();
    expect(listed.properties.scope).toEqual({ type: 'string', enum: ['working', 'persistent'], default: 'working' });
    expect(JSON.stringify(listed)).not.toMatch(/"(title|pattern|minLength|maxLength|examples)"/);
    expect(Object.keys(listed.properties)).toEqual(Object.keys((tools.memory_store!.input as any).properties));
  });

  it('lists an output as its top-level fields and their types (the fixture has no x-tools-list: top-level)', () => {
    const listed = tools.memory_store!.listed.output as any;
    expect(listed.type).toBe('object');
    expect(listed.properties.memory).toEqual({});
    expect(listed.$defs).toBeUndefined();
  });
});

describe('MCP tool schemas: $ref siblings and extensions', () => {
  it('lets sibling annotations override, drops x-*, keeps allOf for colliding validation keywords', async () => {
    const { copyFixture } = await import('./test-support.js');
    const { writeFileSync } = await import('node:fs');
    const path = await import('node:path');
    const copy = copyFixture();
    try {
      writeFileSync(
        path.join(copy.root, 'schemas', 'mcp', 'probe.input.json'),
        JSON.stringify({
          type: 'object',
          'x-note': 'internal',
          properties: {
            'x-literal-name': { type: 'string' },
            scope: { $ref: '../MemoryScope.json', title: 'Scope of the probe' },
            narrowed: { $ref: '../MemoryScope.json', enum: ['working'] },
          },
        }),
      );
      const { tools } = buildMcpToolSchemas(layoutFor(copy.root));
      const input = tools.probe!.input as any;
      expect(input['x-note']).toBeUndefined();
      expect(input.properties['x-literal-name']).toEqual({ type: 'string' });
      expect(input.properties.scope).toEqual({ title: 'Scope of the probe', type: 'string', enum: ['working', 'persistent'] });
      expect(input.properties.narrowed.allOf[0].enum).toEqual(['working', 'persistent']);
      expect(input.properties.narrowed.enum).toEqual(['working']);
    } finally {
      copy.cleanup();
    }
  });
});
