import type { ToolAnnotations, ToolDefinition, ToolGroup } from './types.js';

/** A catalogue entry for a tool whose implementation has not landed yet (no `run`). */
export function planned(group: ToolGroup, name: string, title: string, description: string, annotations: ToolAnnotations): ToolDefinition {
  return { name, title, description, group, localOnly: group === 'local', annotations };
}
