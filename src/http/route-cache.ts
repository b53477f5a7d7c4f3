/**
 * openapi-backend rebuilds its operation list and compiles a regular expression per
 * operation on every request. The definition never changes at run time, so this
 * precompiles both once and answers matches from a table, keeping openapi-backend's
 * semantics: exact paths first, then templates by specificity, 404 when no path
 * matches, 405 when the path matches under another method.
 *
 * It also takes over path-parameter extraction: openapi-backend decodes parameters with a
 * bare decodeURIComponent, which throws on malformed input before any handler runs. Here
 * parameters are handed over still percent-encoded; the pipeline decodes them once
 * (src/http/request-decoding.ts).
 */
import type { OpenAPIBackend, Operation, Request } from 'openapi-backend';

interface CompiledRoute {
  operation: Operation;
  pattern: RegExp;
  /** Names of the path parameters, in the order of the pattern's capture groups. */
  names: string[];
  specificity: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(path: string): RegExp {
  const literal = path.split(/\{[^}]+\}/).map(escapeRegExp).join('([^/]+)');
  return new RegExp(`^${literal}$`);
}

function parameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

export function precompileRoutes(api: OpenAPIBackend): void {
  const router = api.router;
  const operations = router.getOperations();
  const exact = new Map<string, Operation>();
  for (const op of operations) if (!op.path.includes('{')) exact.set(`${op.method} ${op.path}`, op);
  const routes: CompiledRoute[] = operations
    .map((operation) => ({
      operation,
      pattern: compile(operation.path),
      names: parameterNames(operation.path),
      specificity: operation.path.replace(/\{.*?\}/g, '').length,
    }))
    .sort((a, b) => b.specificity - a.specificity);
  const byOperation = new Map(routes.map((route) => [route.operation, route]));

  router.getOperations = () => operations;
  router.matchOperation = ((req: Request, strict?: boolean) => {
    const normalized = router.normalizeRequest(req);
    const path = router.normalizePath(normalized.path);
    const hit = exact.get(`${normalized.method} ${path}`);
    if (hit) return hit;
    let pathMatched = false;
    for (const route of routes) {
      if (!route.pattern.test(path)) continue;
      pathMatched = true;
      if (route.operation.method === normalized.method) return route.operation;
    }
    if (!strict) return undefined;
    throw new Error(pathMatched ? '405-methodNotAllowed: this method is not registered for the route' : '404-notFound: no route matches request');
  }) as typeof router.matchOperation;

  const parseRequest = router.parseRequest.bind(router);
  router.parseRequest = ((req: Request, operation?: Operation) => {
    // Parsed without the operation, so openapi-backend decodes no path parameter itself.
    const parsed = parseRequest(req);
    const route = operation && byOperation.get(operation);
    if (!route) return parsed;
    const match = route.pattern.exec(router.normalizePath(router.normalizeRequest(req).path));
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      params[name] = match?.[i + 1] ?? '';
    });
    return { ...parsed, params };
  }) as typeof router.parseRequest;
}
