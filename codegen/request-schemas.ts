// Derives, per operation, the JSON Schemas that request validation runs against.
import { isFormMediaType, isJsonMediaType, type OperationModel, type ParameterModel } from './operations-model.js';

/** OpenAPI: header parameters named Accept, Content-Type or Authorization SHALL be ignored. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

export type ParameterLocation = 'params' | 'query' | 'headers' | 'cookies';
const LOCATION_OF: Record<ParameterModel['in'], ParameterLocation> = {
  path: 'params',
  query: 'query',
  header: 'headers',
  cookie: 'cookies',
};

export interface RequestSchemas {
  parameters: Partial<Record<ParameterLocation, Record<string, unknown>>>;
  /** content type -> schema; `coerce` is true for form bodies, whose values arrive as strings. */
  bodies: Array<{ contentType: string; schema: unknown; coerce: boolean }>;
  bodyRequired: boolean;
}

export function requestSchemasFor(op: OperationModel): RequestSchemas {
  const grouped: Partial<Record<ParameterLocation, ParameterModel[]>> = {};
  for (const p of op.parameters) {
    if (p.in === 'header' && IGNORED_HEADERS.has(p.name.toLowerCase())) continue;
    (grouped[LOCATION_OF[p.in]] ??= []).push(p);
  }
  const parameters: RequestSchemas['parameters'] = {};
  for (const [location, params] of Object.entries(grouped) as Array<[ParameterLocation, ParameterModel[]]>) {
    // Header names are matched lower-case (Node lower-cases incoming header names).
    const nameOf = (p: ParameterModel) => (location === 'headers' ? p.name.toLowerCase() : p.name);
    const properties: Record<string, unknown> = {};
    for (const p of params) properties[nameOf(p)] = p.schema;
    const required = params.filter((p) => p.required).map(nameOf);
    parameters[location] = {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      // Undeclared query keys and headers are tolerated (proxies, tracing headers, cache busters).
      additionalProperties: true,
    };
  }

  const bodies: RequestSchemas['bodies'] = [];
  for (const [contentType, media] of Object.entries(op.requestBody?.content ?? {})) {
    if (media.schema === undefined) continue;
    if (isJsonMediaType(contentType)) bodies.push({ contentType, schema: media.schema, coerce: false });
    else if (isFormMediaType(contentType)) bodies.push({ contentType, schema: media.schema, coerce: true });
  }
  return { parameters, bodies, bodyRequired: op.requestBody?.required === true };
}
