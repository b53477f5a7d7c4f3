/**
 * Validates tool arguments against the tool's input schema (the generated copy of
 * schemas/mcp/<tool>.input.json) and fills in schema defaults, so tools see complete,
 * well-typed arguments. One compiled validator per tool, built on first use.
 */
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { schemasOf } from './tools/catalogue.js';
import { ToolError } from './tools/tool-error.js';
import type { McpToolArgs, McpToolName } from '../../generated/mcp-tool-types.js';

// CommonJS modules: under NodeNext their default import is the module object.
const Ajv2020 = ((Ajv2020Module as any).default ?? Ajv2020Module) as typeof Ajv2020Module.default;
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as typeof addFormatsModule.default;

const ajv = new Ajv2020({ strict: false, allErrors: true, useDefaults: true });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

function validatorOf(tool: string): ValidateFunction {
  let validate = compiled.get(tool);
  if (!validate) {
    validate = ajv.compile(schemasOf(tool).input);
    compiled.set(tool, validate);
  }
  return validate;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : '';
  if (error.keyword === 'required') return `${(error.params as { missingProperty: string }).missingProperty} is required`;
  if (error.keyword === 'additionalProperties') return `unknown argument ${(error.params as { additionalProperty: string }).additionalProperty}`;
  if (error.keyword === 'enum') return `${where} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  return `${where || 'arguments'} ${error.message ?? 'is invalid'}`;
}

/** A root oneOf of `required` branches (give exactly one of these arguments), as a fixing sentence. */
function describeChoice(tool: string, error: ErrorObject): string {
  const branches = (schemasOf(tool).input.oneOf ?? []) as Array<{ required?: string[] }>;
  const names = branches.flatMap((b) => b.required ?? []);
  const passing = (error.params as { passingSchemas?: number[] | null }).passingSchemas;
  return passing
    ? `${names.join(' and ')} were all given: give exactly one of them`
    : `give exactly one of ${names.join(' or ')}`;
}

/**
 * Returns a validated copy of the arguments with defaults applied, or throws MCP-008. This is
 * where arguments become the generated type of the tool's input schema: Ajv has just checked
 * them against that schema (and filled its defaults), which is what the type describes.
 */
export function validateToolArguments<N extends McpToolName>(tool: N, raw: unknown): McpToolArgs[N] {
  const args: unknown = structuredClone(raw ?? {});
  const validate = validatorOf(tool) as ValidateFunction<McpToolArgs[N]>;
  if (!validate(args)) {
    const errors = validate.errors ?? [];
    const choice = errors.find((e) => e.keyword === 'oneOf' && e.schemaPath === '#/oneOf');
    // The branches' own "required" errors only restate the choice; the sentence below says it.
    const rest = choice ? errors.filter((e) => !e.schemaPath.startsWith('#/oneOf')) : errors;
    const messages = [...new Set([...(choice ? [describeChoice(tool, choice)] : []), ...rest.map(describe)])];
    throw new ToolError('MCP-008', `Invalid tool arguments: ${messages.join('; ')}`, { issues: messages });
  }
  return args;
}
