import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv2020Module from 'ajv/dist/2020.js';
import { inlineToolSchema, listMcpToolFiles } from '../../../codegen/emit-mcp-tools.js';
import { layoutFor } from '../../../codegen/spec-files.js';
import { repoRoot } from '../../repo-root.js';
import { schemasOf, toolCatalogue, toolsFor } from './catalogue.js';
import { toolListing } from './listing.js';
import { loadMcpConfig } from '../../config/mcp.js';

const Ajv2020 = ((Ajv2020Module as any).default ?? Ajv2020Module) as typeof Ajv2020Module.default;

const LOCAL_ONLY = ['file_read', 'file_write', 'dir_list', 'shell_exec', 'media_open_image', 'media_open_audio', 'media_open_video'];
const B3_MEMORY = ['memory_store', 'memory_recall', 'memory_search', 'memory_list', 'memory_delete', 'memory_feedback', 'memory_fetch',
  'memory_search_ids', 'memory_stats', 'memory_get_related', 'memory_get_user_pattern', 'memory_record_interaction'];

describe('tool catalogue', () => {
  it('has 56 distinct tools: 49 remote plus the 7 local-only ones', () => {
    const names = toolCatalogue.map((t) => t.name);
    expect(new Set(names).size).toBe(56);
    expect(toolsFor('local')).toHaveLength(56);
    expect(toolsFor('remote')).toHaveLength(49);
    expect(toolCatalogue.filter((t) => t.localOnly).map((t) => t.name).sort()).toEqual([...LOCAL_ONLY].sort());
  });

  it('is exactly the names B3 lists: its 12 memory tools, ext_local_search in the web group, no invented name', () => {
    const count = (group: string) => toolCatalogue.filter((t) => t.group === group).length;
    expect({ memory: count('memory'), web: count('web'), video: count('video'), coding: count('coding'), vcs: count('vcs'), multimodal: count('multimodal'), other: count('other'), local: count('local') })
      .toEqual({ memory: 12, web: 6, video: 4, coding: 14, vcs: 6, multimodal: 2, other: 5, local: 7 });
    expect(toolCatalogue.filter((t) => t.group === 'memory').map((t) => t.name).sort()).toEqual([...B3_MEMORY].sort());
    expect(toolCatalogue.find((t) => t.name === 'ext_local_search')?.group).toBe('web');
    expect(toolCatalogue.some((t) => (t.name as string) === 'memory_update')).toBe(false);
  });

  it('narrows the offered tools to the groups of MCP_TOOL_GROUPS', () => {
    expect(toolsFor('local', ['memory', 'local']).map((t) => t.group)).toEqual([...Array(12).fill('memory'), ...Array(7).fill('local')]);
    expect(toolsFor('remote', ['memory', 'local'])).toHaveLength(12);
    expect(toolsFor('remote', [])).toHaveLength(0);
    expect(loadMcpConfig({}).toolGroups).toEqual(['memory', 'web', 'video', 'coding', 'vcs', 'multimodal', 'other', 'local']);
    expect(loadMcpConfig({ MCP_TOOL_GROUPS: 'all' }).toolGroups).toHaveLength(8);
    expect(loadMcpConfig({ MCP_TOOL_GROUPS: ' Local, memory ' }).toolGroups).toEqual(['memory', 'local']);
    expect(() => loadMcpConfig({ MCP_TOOL_GROUPS: 'memory,search' })).toThrow(/MCP_TOOL_GROUPS names unknown tool groups \(search\)/);
  });

  it('gives every tool a title, a usage description and all four behaviour hints', () => {
    for (const tool of toolCatalogue) {
      expect(tool.title.length, tool.name).toBeGreaterThan(3);
      expect(tool.description.length, tool.name).toBeGreaterThan(40);
      expect(Object.keys(tool.annotations).sort(), tool.name).toEqual(['destructiveHint', 'idempotentHint', 'openWorldHint', 'readOnlyHint']);
      expect(Object.values(tool.annotations).every((v) => typeof v === 'boolean'), tool.name).toBe(true);
    }
  });

  it('lists exactly the tools without an implementation in the unavailable baseline', () => {
    const baseline = JSON.parse(fs.readFileSync(path.join(repoRoot, 'src/mcp/tools/unavailable.json'), 'utf8')) as string[];
    expect(toolCatalogue.filter((t) => !t.run).map((t) => t.name).sort()).toEqual([...baseline].sort());
    expect(toolCatalogue.filter((t) => t.group === 'memory').every((t) => t.run)).toBe(true);
  });
});

describe('schema parity', () => {
  const layout = layoutFor(repoRoot);
  const files = listMcpToolFiles(layout);

  it('has an input and an output schema file for every tool and no file without a tool', () => {
    expect([...files.keys()].sort()).toEqual(toolCatalogue.map((t) => t.name).sort());
    for (const [name, f] of files) {
      expect(f.input, name).toBeDefined();
      expect(f.output, name).toBeDefined();
    }
  });

  it('registers the schemas of schemas/mcp/ unchanged (refs inlined) and lists their compact form', () => {
    for (const tool of toolCatalogue) {
      const f = files.get(tool.name)!;
      const fromFiles = { input: inlineToolSchema(f.input!), output: inlineToolSchema(f.output!) };
      const { input, output, listed } = schemasOf(tool.name);
      expect({ input, output }, tool.name).toEqual(fromFiles);
      const listing = toolListing(tool);
      expect(listing.inputSchema, tool.name).toEqual(listed.input);
      expect(listing.outputSchema, tool.name).toEqual(listed.output);
      // The listed input names the same arguments and requires the same ones as the full schema.
      expect(Object.keys(listed.input.properties ?? {}), tool.name).toEqual(Object.keys(input.properties ?? {}));
      expect(listed.input.required, tool.name).toEqual(input.required);
      // Hints are listed where they differ from MCP's defaults; read-only tools need no destructive/idempotent hint.
      expect({ readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true, ...listing.annotations }, tool.name)
        .toMatchObject(tool.annotations.readOnlyHint ? { readOnlyHint: true, openWorldHint: tool.annotations.openWorldHint } : tool.annotations);
    }
  });

  it('lists a truthful output schema: every full-schema field with its type, where the tool lists one', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const tool of toolCatalogue) {
      const { output, listed } = schemasOf(tool.name);
      if (!listed.output) continue;
      const fields = Object.keys((listed.output.properties ?? {}) as object);
      const required = (listed.output.required ?? []) as string[];
      for (const name of required) expect(fields, tool.name).toContain(name);
      expect(() => ajv.compile(listed.output!), tool.name).not.toThrow();
      expect(output, tool.name).toBeDefined();
    }
  });

  it('has schemas that compile as JSON Schema 2020-12 with object roots', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const tool of toolCatalogue) {
      const { input, output } = schemasOf(tool.name);
      expect(input.type).toBe('object');
      expect(output?.type, tool.name).toBe('object');
      expect(() => ajv.compile(input), tool.name).not.toThrow();
      expect(() => ajv.compile(output!), tool.name).not.toThrow();
    }
  });
});
