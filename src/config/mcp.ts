import type { Env, SettingDoc } from './env.js';

export const mcpSettings: SettingDoc[] = [];

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface McpConfig {}

export function loadMcpConfig(_env: Env): McpConfig {
  return {};
}
