// Walks the bundled document's operations with refs to parameters/responses/requestBodies resolved,
// so every emitter sees the same, fully merged view of an operation.
import type { OpenApiDocument } from './bundle.js';
import { getAtPointer, parsePointer } from './json-pointer.js';
import { isPlainObject } from './spec-files.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Record<string, unknown>;
}

export interface OperationModel {
  operationId: string;
  method: HttpMethod;
  path: string;
  operation: Record<string, any>;
  parameters: ParameterModel[];
  requestBody?: { required: boolean; content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content: Record<string, { schema?: unknown }> }>;
  security: Array<Record<string, string[]>>;
}

/** Follows local refs until a non-ref object is reached. */
export function deref<T = Record<string, any>>(doc: OpenApiDocument, node: unknown): T {
  let current = node;
  const seen = new Set<string>();
  while (isPlainObject(current) && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`Ref cycle at ${current.$ref}`);
    seen.add(current.$ref);
    current = getAtPointer(doc, parsePointer(current.$ref), 'bundled document');
  }
  return current as T;
}

function parameterSchema(doc: OpenApiDocument, param: Record<string, any>, where: string): Record<string, unknown> {
  if (isPlainObject(param.schema)) return param.schema;
  // A parameter may carry `content` instead of `schema` (exactly one media type, per OpenAPI).
  if (isPlainObject(param.content)) {
    const media = Object.values(param.content)[0];
    if (isPlainObject(media) && isPlainObject(media.schema)) return media.schema;
  }
  throw new Error(`Parameter ${param.name} (${param.in}) of ${where} has no schema`);
}

export function listOperations(doc: OpenApiDocument): OperationModel[] {
  const out: OperationModel[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item: Record<string, any> = deref(doc, rawItem);
    for (const method of HTTP_METHODS) {
      const operation: Record<string, any> = item[method];
      if (!isPlainObject(operation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (typeof operation.operationId !== 'string') throw new Error(`${where} has no operationId`);

      // Operation-level parameters override path-level ones with the same (name, in).
      const merged = new Map<string, ParameterModel>();
      for (const raw of [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])]) {
        const p = deref(doc, raw);
        merged.set(`${p.in}:${p.in === 'header' ? String(p.name).toLowerCase() : p.name}`, {
          name: p.name,
          in: p.in,
          required: p.in === 'path' ? true : p.required === true,
          schema: parameterSchema(doc, p, where),
        });
      }

      let requestBody: OperationModel['requestBody'];
      if (operation.requestBody !== undefined) {
        const body = deref(doc, operation.requestBody);
        requestBody = { required: body.required === true, content: body.content ?? {} };
      }

      const responses: OperationModel['responses'] = {};
      for (const [status, raw] of Object.entries(operation.responses ?? {})) {
        if (status.startsWith('x-')) continue;
        const response = deref(doc, raw);
        responses[status] = { content: response.content ?? {} };
      }

      out.push({
        operationId: operation.operationId,
        method,
        path,
        operation,
        parameters: [...merged.values()],
        requestBody,
        responses,
        security: operation.security ?? doc.security ?? [],
      });
    }
  }
  return out;
}

/** JSON-shaped media types get a body validator; others (HTML, text, SSE) are passed through. */
export function isJsonMediaType(mediaType: string): boolean {
  const base = mediaType.split(';')[0]!.trim().toLowerCase();
  return base === 'application/json' || /^application\/[^/]+\+json$/.test(base);
}

export function isFormMediaType(mediaType: string): boolean {
  return mediaType.split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}
