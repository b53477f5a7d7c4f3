/**
 * openapi-backend rebuilds its operation list and compiles a regular expression per
 * operation on every request. The definition never changes at run time, so this
 * precompiles both once and answers matches from a table, keeping openapi-backend's
 * semantics: exact paths first, then templates by specificity, 404 when no path
 * matches, 405 when the path matches under another method.
 */
import type { OpenAPIBackend, Operation, Request } from 'openapi-backend';

interface CompiledRoute {
  operation: Operation;
  pattern: RegExp;
  specificity: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(path: string): RegExp {
  const literal = path.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+');
  return new RegExp(`^${literal}$`);
}

export function precompileRoutes(api: OpenAPIBackend): void {
  const router = api.router;
  const operations = router.getOperations();
  const exact = new Map<string, Operation>();
  for (const op of operations) if (!op.path.includes('{')) exact.set(`${op.method} ${op.path}`, op);
  const routes: CompiledRoute[] = operations
    .map((operation) => ({ operation, pattern: compile(operation.path), specificity: operation.path.replace(/\{.*?\}/g, '').length }))
    .sort((a, b) => b.specificity - a.specificity);

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
}
