import { describe, expect, it } from 'vitest';
import { emitMcpToolTypes } from './emit-mcp-tool-types.js';

describe('generated MCP tool types', () => {
  it('types arguments as run receives them and results as the output schema says', async () => {
    const text = await emitMcpToolTypes({
      demo_tool: {
        input: {
          type: 'object',
          properties: { query: { type: 'string' }, limit: { type: 'integer', default: 10 }, filter: { type: 'object' } },
          required: ['query'],
          additionalProperties: false,
        },
        output: {
          type: 'object',
          properties: { count: { type: 'integer', default: 0 }, node: { $ref: '#/$defs/Node' } },
          required: ['node'],
          $defs: { Node: { type: 'object', properties: { child: { anyOf: [{ $ref: '#/$defs/Node' }, { type: 'null' }] } } } },
        },
      },
      no_output: { input: { type: 'object', properties: {} } },
    }, 'hash');
    // A defaulted argument is always present after validation; a free-form object is any object.
    expect(text).toMatch(/demo_tool__input: \{[^}]*query: string;[^}]*limit: number;/s);
    expect(text).toMatch(/filter\?: \{\s*\[key: string\]: unknown;\s*\}/);
    // A default in a result schema is documentation: the field stays optional.
    expect(text).toMatch(/count\?: number;/);
    // A recursive schema's $defs become a component of their own.
    expect(text).toContain('demo_tool__output__Node: {');
    expect(text).toContain(`node: components["schemas"]["demo_tool__output__Node"];`);
    expect(text).toContain(`"demo_tool": components['schemas']["demo_tool__input"];`);
    expect(text).toMatch(/export interface McpToolResults \{\n  "demo_tool": [^\n]+\n\}/);
  });
});
