/**
 * The one configuration module. Every setting a user can change is read here from the
 * environment, with its documented default; nothing else in the code reads process.env.
 */
import { loadServerConfig, serverSettings, type ServerConfig } from './server.js';
import { loadStorageConfig, storageSettings, type StorageConfig } from './storage.js';
import { loadMemoryConfig, memorySettings, type MemoryConfig } from './memory.js';
import { loadAuthConfig, authSettings, type AuthConfig } from './auth.js';
import { loadOauthConfig, oauthSettings, type OauthConfig } from './oauth.js';
import { loadMcpConfig, mcpSettings, type McpConfig } from './mcp.js';
import { loadMailConfig, mailSettings, type MailConfig } from './mail.js';
import { loadAccountConfig, accountSettings, type AccountConfig } from './account.js';
import { loadLocalConfig, localSettings, type LocalToolsConfig } from './local.js';
import { loadTelemetryConfig, telemetrySettings, type TelemetryConfig } from './telemetry.js';
import { loadWebConfig, webSettings, type WebConfig } from './web.js';
import { loadLlmConfig, llmSettings, type LlmConfig } from './llm.js';
import { loadTracingConfig, tracingSettings, type TracingConfig } from './tracing.js';
import type { Env, SettingDoc } from './env.js';

export { ConfigError } from './env.js';
export type { SettingDoc } from './env.js';

export interface AppConfig {
  server: ServerConfig;
  storage: StorageConfig;
  memory: MemoryConfig;
  auth: AuthConfig;
  oauth: OauthConfig;
  mcp: McpConfig;
  mail: MailConfig;
  account: AccountConfig;
  local: LocalToolsConfig;
  telemetry: TelemetryConfig;
  web: WebConfig;
  llm: LlmConfig;
  tracing: TracingConfig;
}

/** Every documented setting, grouped by section, for docs/configuration.md and `memplat config`. */
export const settingsBySection: Record<string, SettingDoc[]> = {
  server: serverSettings,
  storage: storageSettings,
  memory: memorySettings,
  auth: authSettings,
  oauth: oauthSettings,
  mcp: mcpSettings,
  mail: mailSettings,
  account: accountSettings,
  local: localSettings,
  telemetry: telemetrySettings,
  web: webSettings,
  llm: llmSettings,
  tracing: tracingSettings,
};

export function loadConfig(env: Env = process.env): AppConfig {
  return {
    server: loadServerConfig(env),
    storage: loadStorageConfig(env),
    memory: loadMemoryConfig(env),
    auth: loadAuthConfig(env),
    oauth: loadOauthConfig(env),
    mcp: loadMcpConfig(env),
    mail: loadMailConfig(env),
    account: loadAccountConfig(env),
    local: loadLocalConfig(env),
    telemetry: loadTelemetryConfig(env),
    web: loadWebConfig(env),
    llm: loadLlmConfig(env),
    tracing: loadTracingConfig(env),
  };
}
