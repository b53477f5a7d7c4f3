import type { ErrorCode } from '../../domain/errors/catalogue.js';

/**
 * A refusal a tool reports to the model as a tool result with `isError: true` (never a
 * protocol error): the text starts with the catalogued code, e.g. `MCP-008: ...`.
 */
export class ToolError extends Error {
  constructor(readonly code: ErrorCode, message: string, readonly details?: Record<string, unknown>) {
    super(message);
    this.name = 'ToolError';
  }
}
