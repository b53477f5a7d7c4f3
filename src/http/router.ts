/**
 * Binds operationIds to handlers: openapi-backend reads the spec's operations once, a
 * precompiled RouteTable (route-cache.ts) routes each request and the operation's handler
 * runs the pipeline (src/http/pipeline.ts: authentication, decoding and validation with the
 * generated Ajv2020 standalone validators). Start-up fails when an operation has no
 * handler and is not in the not-implemented baseline, or when the baseline names an
 * operation that now has a handler (the baseline only shrinks).
 */
import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import { OpenAPIBackend, type Context as BackendContext, type Document } from 'openapi-backend';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { AppError } from '../domain/errors/app-error.js';
import type { AppServices } from '../services.js';
import { bundledSpecDocument, registry, repoRoot, type RegisteredOperation } from './contract.js';
import { toBinding, type BoundHandlers, type RuntimeBinding } from './handler-types.js';
import { runOperation } from './pipeline.js';
import { precompileRoutes } from './route-cache.js';

/** The client of a REST call for usage telemetry: "browser", or the User-Agent's first product name. */
export function restClientName(userAgent: string): string {
  if (/^Mozilla\//.test(userAgent)) return 'browser';
  return userAgent.split(/[\s/]/, 1)[0] || 'unknown';
}

/** openapi-backend validates definitions against its 3.0 meta-schema; ours is 3.1. */
class OpenApi31Backend extends OpenAPIBackend<Document> {
  override validateDefinition(): Document {
    return this.definition;
  }
}

export const baselinePath = path.join(repoRoot, 'src/http/not-implemented.json');

export function readNotImplementedBaseline(): string[] {
  return JSON.parse(fs.readFileSync(baselinePath, 'utf8')) as string[];
}

export function checkBindings(handlers: BoundHandlers, baseline: string[]): void {
  const known = new Set(registry.map((o) => o.operationId));
  const problems: string[] = [];
  for (const op of registry) {
    const bound = op.operationId in handlers;
    const listed = baseline.includes(op.operationId);
    if (!bound && !listed) problems.push(`operation ${op.operationId} has no handler and is not in the not-implemented baseline`);
    if (bound && listed) problems.push(`operation ${op.operationId} has a handler: remove it from src/http/not-implemented.json`);
  }
  for (const id of Object.keys(handlers)) if (!known.has(id)) problems.push(`handler ${id} matches no operation in the spec`);
  for (const id of baseline) if (!known.has(id)) problems.push(`baseline entry ${id} matches no operation in the spec`);
  if (problems.length) throw new Error(`Operation binding failed:\n- ${problems.join('\n- ')}`);
}

const notImplemented: RuntimeBinding = {
  handle: async () => {
    throw new AppError('SYSTEM-002');
  },
};

export async function createOperationRouter(services: AppServices, handlers: BoundHandlers): Promise<Koa.Middleware> {
  const baseline = readNotImplementedBaseline();
  checkBindings(handlers, baseline);
  const api = new OpenApi31Backend({
    definition: bundledSpecDocument() as unknown as Document,
    strict: true,
    validate: false,
    quick: true,
    customizeAjv: () => new Ajv2020({ strict: false }) as never,
  });
  await api.init();
  const routes = precompileRoutes(api);
  const byId = new Map<string, RegisteredOperation>(registry.map((o) => [o.operationId, o]));
  const backendHandlers: Record<string, (c: BackendContext, ctx: Koa.Context) => Promise<void>> = {};
  for (const op of registry) {
    const binding = op.operationId in handlers ? toBinding(handlers[op.operationId]!) : notImplemented;
    const registered = byId.get(op.operationId)!;
    backendHandlers[op.operationId] = (c, ctx) => services.telemetry.measure(
      { surface: 'rest', name: op.operationId, client: restClientName(ctx.get('user-agent')), contextId: '' },
      () => runOperation(ctx, services, registered, binding, c),
      () => ctx.res.statusCode >= 400, // also set by /mcp, which writes its own responses
    );
  }
  return async (ctx) => {
    const found = routes.match(ctx.method, ctx.path);
    if (found.operation) {
      // What the pipeline reads of openapi-backend's context: the operation and the (still encoded) path parameters.
      const routed = {
        api,
        operation: found.operation,
        request: { method: ctx.method.toLowerCase(), path: ctx.path, query: ctx.querystring, headers: ctx.headers, params: found.params },
      } as unknown as BackendContext;
      await backendHandlers[found.operation.operationId!]!(routed, ctx);
      return;
    }
    if (found.status === 405) {
      const allowed = ['get', 'post', 'put', 'patch', 'delete'].filter((method) => routes.allowedMethods(ctx.path).includes(method));
      if (allowed.length) ctx.set('Allow', allowed.map((m) => m.toUpperCase()).join(', '));
      throw new AppError('REQUEST-006');
    }
    throw new AppError('REQUEST-005');
  };
}
