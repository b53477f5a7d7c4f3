/**
 * Runs one tools/call: the tool offered here (known, its group switched on, local-only tools on
 * stdio only), size limit, argument validation, availability, per-session concurrency cap,
 * timeout; then shapes the result. Every failure of a known tool
 * (invalid arguments included, as MCP 2025-11-25 asks) becomes a tool result with
 * `isError: true` and a text starting with its code, so one bad call never breaks the session
 * and a model can read what went wrong. Only an unknown tool name is a JSON-RPC error.
 */
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpConfig } from '../config/mcp.js';
import type { Principal } from '../domain/core/principal.js';
import { AppError, issueField, ValidationError } from '../domain/errors/app-error.js';
import type { Logger } from '../logger.js';
import { validateToolArguments } from './argument-validator.js';
import { toolsByName, toolsFor, type McpMode } from './tools/catalogue.js';
import { ToolError } from './tools/tool-error.js';
import { withDeadline } from '../domain/core/deadline.js';
import { ToolResultWithMedia, type ToolDefinition, type ToolGroup, type ToolServices } from './tools/types.js';
import type { McpToolArgs, McpToolName } from '../../generated/mcp-tool-types.js';
import type { LocalEnvironment } from './tools/local/environment.js';

const LOCAL_ONLY = Symbol('local-only tool on /mcp');

export interface ToolRunnerOptions {
  mode: McpMode;
  /** Roots and caps of the local-only tools (stdio servers only). */
  local?: LocalEnvironment;
  /** Groups whose tools may be called (MCP_TOOL_GROUPS); all when absent. */
  toolGroups?: readonly ToolGroup[];
  limits: Pick<McpConfig, 'toolTimeoutMs' | 'maxArgumentBytes' | 'maxConcurrentCalls'>;
  services: ToolServices;
  logger: Logger;
}

export interface ToolCall {
  name: string;
  arguments: unknown;
  principal: Principal;
  requestId: string;
  /** Cancellation from the client (notifications/cancelled) or the transport closing. */
  signal?: AbortSignal;
  /** The client's name from initialize (clientInfo.name), for usage telemetry. */
  client?: string;
  /** Progress notifications for this request (when the client sent a progressToken). */
  progress?: (done: number, total: number | undefined, message: string) => void;
}

export function toolErrorResult(code: string, message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: `${code}: ${message}` }] };
}

function describeFailure(error: unknown): { code: string; message: string } | null {
  if (error instanceof ToolError) return { code: error.code, message: error.message };
  if (error instanceof ValidationError) {
    const issues = error.issues.map((i) => `${issueField(error, i, 'arguments')}: ${i.msg}`);
    return { code: error.code, message: `${error.message}: ${issues.join('; ')}` };
  }
  if (error instanceof AppError) {
    const details = error.details ? ` ${JSON.stringify(error.details)}` : '';
    return { code: error.code, message: `${error.message}${details}` };
  }
  return null;
}

export class ToolRunner {
  private running = 0;
  private readonly offeredTools: readonly ToolDefinition[];

  constructor(private readonly options: ToolRunnerOptions) {
    this.offeredTools = toolsFor(options.mode, options.toolGroups);
  }

  /** Answers one call, counted by the usage telemetry (known tool names only, so callers cannot inflate its keys). */
  async call(call: ToolCall): Promise<CallToolResult> {
    const telemetry = this.options.services.telemetry;
    if (!telemetry) return this.answer(call);
    const scope = { surface: 'mcp' as const, name: toolsByName.has(call.name) ? call.name : '(unknown tool)', client: call.client ?? 'unknown', contextId: call.principal.contextId };
    return telemetry.measure(scope, () => this.answer(call), (result) => result.isError === true);
  }

  private async answer(call: ToolCall): Promise<CallToolResult> {
    const { limits } = this.options;
    const tool = this.offered(call.name);
    if (tool === LOCAL_ONLY) {
      return toolErrorResult('MCP-006', `${call.name} needs the local file system, so it is only offered by the local stdio server (run \`memplat mcp\`); remote /mcp refuses it`);
    }
    const size = Buffer.byteLength(JSON.stringify(call.arguments ?? {}), 'utf8');
    if (size > limits.maxArgumentBytes) {
      return toolErrorResult('MCP-004', `Tool arguments are too large: ${size} bytes, at most ${limits.maxArgumentBytes} (MCP_MAX_ARGUMENT_BYTES)`);
    }
    // Arguments first: a wrong call learns what is wrong with it whatever else would refuse it.
    let args: McpToolArgs[McpToolName];
    try {
      args = validateToolArguments(tool.name, call.arguments);
    } catch (error) {
      const known = describeFailure(error)!;
      return toolErrorResult(known.code, known.message);
    }
    if (!tool.run) {
      return toolErrorResult('MCP-007', `${call.name} is not available yet on this server: it is catalogued but has no implementation here. Every tool whose tools/list description does not end with "Not available yet" works.`);
    }
    if (this.running >= limits.maxConcurrentCalls) {
      return toolErrorResult('MCP-010', `Too many tool calls running in this session (at most ${limits.maxConcurrentCalls}); wait for one to finish`);
    }
    return this.run(tool as Required<ToolDefinition>, args, call);
  }

  /** The catalogue entry of a tool this server offers; protocol errors for names it does not. */
  private offered(name: string): ToolDefinition | typeof LOCAL_ONLY {
    const { mode, toolGroups } = this.options;
    const tool = toolsByName.get(name);
    // An unknown tool is a protocol error (MCP "Tools: error handling"), not a tool result.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `MCP-011: Unknown tool ${JSON.stringify(name)}; call tools/list for the tools of this server`);
    if (toolGroups && !toolGroups.includes(tool.group)) {
      throw new McpError(ErrorCode.InvalidParams, `MCP-016: ${name} is switched off in this session: its group "${tool.group}" is not among the groups it offers (${toolGroups.join(', ')}; MCP_TOOL_GROUPS, the API key's or OAuth grant's groups and the /mcp?tools= parameter choose them)`);
    }
    if (mode === 'remote' && tool.localOnly) return LOCAL_ONLY; // known here, refused as a tool result
    return tool;
  }

  private async run(tool: Required<ToolDefinition>, args: McpToolArgs[McpToolName], call: ToolCall): Promise<CallToolResult> {
    const { limits, logger } = this.options;
    this.running++;
    const timedOut = () => new ToolError('MCP-005', `${call.name} did not finish within ${limits.toolTimeoutMs} ms (MCP_TOOL_TIMEOUT_MS)`);
    try {
      // The tool's signal aborts on the deadline and on the client's cancel; only the deadline ends the wait.
      const output = await withDeadline(call.name, limits.toolTimeoutMs, (signal) => tool.run(args, {
        services: this.options.services, principal: call.principal, requestId: call.requestId, signal, logger,
        local: this.options.local, offered: this.offeredTools, progress: call.progress, deadline: Date.now() + limits.toolTimeoutMs,
      }), { onLate: timedOut, signal: call.signal });
      const withMedia = output instanceof ToolResultWithMedia ? output : null;
      // Round-trip through JSON so structuredContent is exactly what the client receives.
      const result = JSON.parse(JSON.stringify(withMedia ? withMedia.structured : output)) as Record<string, unknown>;
      const { text: render } = tool as ToolDefinition; // optional even on a runnable tool
      const text = render && !withMedia ? render(result as never, args as never) : JSON.stringify(result);
      return { content: [{ type: 'text', text }, ...(withMedia?.media ?? [])], structuredContent: result };
    } catch (error) {
      // Cancelled by the client: the SDK sends no answer; what the tool threw on abort is no failure of its own.
      if (call.signal?.aborted && !(error instanceof ToolError && error.code === 'MCP-005')) {
        logger.debug({ tool: call.name, requestId: call.requestId }, 'MCP tool call cancelled by the client');
        return toolErrorResult('MCP-023', `${call.name} was cancelled by the client; work it had committed before stays`);
      }
      const known = describeFailure(this.options.services.outages?.unavailable(error) ?? error);
      if (known) return toolErrorResult(known.code, known.message);
      logger.error({ err: error, tool: call.name, requestId: call.requestId }, 'MCP tool failed');
      return toolErrorResult('MCP-015', `${call.name} failed unexpectedly (request ${call.requestId}); the error is in the server log`);
    } finally {
      this.running--;
    }
  }
}
