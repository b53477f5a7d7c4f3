// generated/operations.ts: the operation registry the HTTP layer mounts routes from.
import type { OpenApiDocument } from './bundle.js';
import { commentHeader } from './header.js';
import { listOperations, type OperationModel } from './operations-model.js';

/** Name used for the empty security requirement `{}` (anonymous access allowed). */
export const ANONYMOUS = 'anonymous';

export function toKoaPath(openapiPath: string): string {
  return openapiPath.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Path parameter {${name}} is not a valid route parameter name`);
    return `:${name}`;
  });
}

/** Static segments sort before parameter segments so routers match /a/me before /a/{id}. */
export function compareRoutes(a: OperationModel, b: OperationModel): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i]!.startsWith('{');
    const pb = sb[i]!.startsWith('{');
    if (pa !== pb) return pa ? 1 : -1;
    if (sa[i] !== sb[i]) return sa[i]! < sb[i]! ? -1 : 1;
  }
  if (sa.length !== sb.length) return sa.length - sb.length;
  return a.method < b.method ? -1 : a.method > b.method ? 1 : 0;
}

const j = (v: unknown) => JSON.stringify(v);

function renderOperation(op: OperationModel): string {
  const security = op.security.map((alt) => (Object.keys(alt).length === 0 ? [ANONYMOUS] : Object.keys(alt)));
  const requestContentTypes = Object.keys(op.requestBody?.content ?? {});
  const responses = Object.fromEntries(
    Object.entries(op.responses).map(([status, r]) => [status, Object.keys(r.content)]),
  );
  const lines = [
    `operationId: ${j(op.operationId)}`,
    `method: ${j(op.method.toUpperCase())}`,
    `path: ${j(op.path)}`,
    `koaPath: ${j(toKoaPath(op.path))}`,
    `tags: ${j(op.operation.tags ?? [])}`,
    `security: ${j(security)}`,
    `securityRequirements: ${j(op.security)}`,
    `requestContentTypes: ${j(requestContentTypes)}`,
    `bodyRequired: ${op.requestBody?.required === true}`,
    `responses: ${j(responses)}`,
  ];
  if (op.operation['x-decision'] !== undefined) lines.push(`xDecision: ${Boolean(op.operation['x-decision'])}`);
  return `  {\n${lines.map((l) => `    ${l},`).join('\n')}\n  },`;
}

export function emitOperations(doc: OpenApiDocument, specHash: string): string {
  const ops = listOperations(doc).sort(compareRoutes);
  const seen = new Set<string>();
  for (const op of ops) {
    if (seen.has(op.operationId)) throw new Error(`Duplicate operationId ${op.operationId}`);
    seen.add(op.operationId);
  }
  return [
    commentHeader(specHash),
    '/**',
    ' * Every operation of the spec, most specific route first (static segments before {params}).',
    ` * security: scheme names per alternative (AND within one); ["${ANONYMOUS}"] stands for \`{}\`;`,
    ' * [] means public (security: []). securityRequirements keeps the raw objects with OAuth scopes.',
    ' * responses: status -> response content types ([] for no body).',
    ' */',
    `export const operations = [\n${ops.map(renderOperation).join('\n')}\n] as const;`,
    '',
    'export type OperationDescriptor = (typeof operations)[number];',
    "export type OperationId = OperationDescriptor['operationId'];",
    '',
  ].join('\n');
}
