/**
 * What a tool is: its catalogue entry (name, title, a description telling a model when to
 * use it, behaviour hints) and, once implemented, the function that runs it. Input and output
 * JSON Schemas are not here: they come from schemas/mcp/<tool>.*.json via generated/mcp-tools.ts.
 */
import type { AppError } from '../../domain/errors/app-error.js';
import type { LearningService } from '../../domain/learning/learning-service.js';
import type { McpToolGroup } from '../../config/mcp.js';
import type { Principal } from '../../domain/core/principal.js';
import type { ContextService } from '../../domain/core/contexts.js';
import type { NamespaceErasure } from '../../domain/memory/portability/namespace-erasure.js';
import type { MemoryService } from '../../domain/memory/types.js';
import type { GraphService } from '../../domain/graph/graph-service.js';
import type { TelemetryService } from '../../domain/telemetry/telemetry-service.js';
import type { EmbeddingRuntime } from '../../domain/memory/embedding-runtime.js';
import type { Logger } from '../../logger.js';
import type { WebServices } from '../../domain/research/module.js';
import type { AudioContent, ImageContent } from '@modelcontextprotocol/sdk/types.js';
import type { LocalEnvironment } from './local/environment.js';
import type { McpToolArgs, McpToolName, McpToolResults } from '../../../generated/mcp-tool-types.js';

/** The catalogue's groups; MCP_TOOL_GROUPS narrows a server to some of them. */
export type ToolGroup = McpToolGroup;

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** The domain services tools call (the same instances REST handlers use). */
export interface ToolServices {
  memories: MemoryService;
  graph: Pick<GraphService, 'recordInteraction' | 'userPattern' | 'related'>;
  /** Learned facts (the memplat://facts resource); absent in unit tests of single tools. */
  learning?: Pick<LearningService, 'list'>;
  /** Usage telemetry: counts every call (absent in unit tests of single tools). */
  telemetry?: Pick<TelemetryService, 'measure' | 'stats' | 'cost'>;
  /** The embedding provider as memories use it (route_query); absent in unit tests. */
  embeddings?: Pick<EmbeddingRuntime, 'embed' | 'modelId'>;
  /** Search and the other providers reached through the outbound fetcher. */
  web?: WebServices;
  /** Context rules: which contexts a caller may name (`context_id`) and list; absent in unit tests of single tools. */
  contexts?: ContextService;
  /** Erasing a whole namespace with its confirmation (memory_delete's `forget`); absent in unit tests of single tools. */
  erasure?: Pick<NamespaceErasure, 'erase'>;
  /** Tells "the database is away" from a fault (DATABASE-001, its outage logged once); absent in unit tests of single tools. */
  outages?: { unavailable(error: unknown): AppError | undefined };
}

export interface ToolContext {
  services: ToolServices;
  principal: Principal;
  /** Id of the JSON-RPC request (for audit rows and logs). */
  requestId: string;
  /** Aborted when the call times out or the client cancels it. */
  signal: AbortSignal;
  logger: Logger;
  /** Roots and caps of the local-only tools; only on the stdio server. */
  local?: LocalEnvironment;
  /** The tools this server offers the caller (its transport and MCP_TOOL_GROUPS). */
  offered: readonly ToolDefinition[];
  /** Sends notifications/progress when the client gave a progressToken; absent otherwise. */
  progress?: (done: number, total: number | undefined, message: string) => void;
  /** Epoch ms when the call times out (MCP_TOOL_TIMEOUT_MS): long work stops in time and says what is left. */
  deadline?: number;
  /** The context a memory tool's `context_id` chose (selected as X-Context-ID is); absent: the caller's default. */
  contextId?: string;
}

/** Arguments after schema validation and defaults, before a tool is known (the runner's view). */
export type ToolArgs = Record<string, unknown>;

/** What a tool's `run` answers: the result its output schema describes (when it declares one). */
export type ToolResult<N extends McpToolName> = N extends keyof McpToolResults ? McpToolResults[N] : Record<string, unknown>;

/**
 * One tool, typed by its name from generated/mcp-tool-types.ts: `run` receives the arguments
 * of schemas/mcp/<name>.input.json (validated, defaults applied) and must answer its output
 * schema's shape, so a schema change the tool does not follow fails `tsc`.
 */
export interface ToolDefinition<N extends McpToolName = McpToolName> {
  name: N;
  title: string;
  description: string;
  group: ToolGroup;
  /** Needs the local file system or processes: offered on stdio only, refused on /mcp. */
  localOnly: boolean;
  annotations: ToolAnnotations;
  /**
   * Absent while the tool is not available yet (listed in tools/unavailable.json). Declared as
   * a method so a catalogue of differently typed tools is one `ToolDefinition[]`.
   */
  run?(args: McpToolArgs[N], ctx: ToolContext): Promise<ToolResult<N> | ToolResultWithMedia>;
  /**
   * The text content a model reads, when it should be shorter than the JSON of the structured
   * content (the memory tools: compact-text.ts); absent, the text is that JSON.
   */
  text?(result: ToolResult<N>, args: McpToolArgs[N]): string;
}

/**
 * A result that carries media for the client besides its structured content (an image or
 * audio clip as base64): the runner sends the structured JSON as text first, then the media.
 */
export class ToolResultWithMedia {
  constructor(readonly structured: Record<string, unknown>, readonly media: Array<ImageContent | AudioContent>) {}
}

export const readOnly: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
export const readOnlyOpenWorld: ToolAnnotations = { ...readOnly, openWorldHint: true };
export const additive: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
export const overwriting: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false };
