/**
 * Routing table of the spec's operations, compiled once at start-up. openapi-backend rebuilds
 * its operation list, compiles a regular expression per operation, parses the query, cookies
 * and headers (twice) and runs the registered security handlers on every request; the
 * pipeline needs none of that (it authenticates, decodes and validates itself), so the
 * router asks this table instead and calls the operation's handler directly.
 *
 * Matching keeps openapi-backend's semantics: the path is trimmed, given a leading slash and
 * stripped of trailing slashes (ignoreTrailingSlashes), the method compared in lower case;
 * exact paths first, then templates by specificity (longest literal part first); 404 when no
 * path matches, 405 when the path matches under another method.
 *
 * Path parameters are handed over still percent-encoded (openapi-backend would decode them
 * with a bare decodeURIComponent, which throws on malformed input before any handler runs);
 * the pipeline decodes them once (src/http/request-decoding.ts).
 */
import type { OpenAPIBackend, Operation, Request } from 'openapi-backend';

interface CompiledRoute {
  operation: Operation;
  pattern: RegExp;
  /** Names of the path parameters, in the order of the pattern's capture groups. */
  names: string[];
  specificity: number;
}

export type RouteMatch =
  | { operation: Operation; params: Record<string, string> }
  | { operation?: undefined; status: 404 | 405 };

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

/** openapi-backend's request path normalisation (apiRoot '/', trailing slashes ignored). */
export function normalizeRoutePath(rawPath: string): string {
  let path = rawPath.trim();
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.split('?')[0]!;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

export class RouteTable {
  private readonly exact = new Map<string, Operation>();
  /** Templates per method, most specific first. */
  private readonly templates = new Map<string, CompiledRoute[]>();
  private readonly all: CompiledRoute[];

  constructor(readonly operations: Operation[]) {
    for (const op of operations) if (!op.path.includes('{')) this.exact.set(`${op.method} ${op.path}`, op);
    this.all = operations
      .map((operation) => ({
        operation,
        pattern: compile(operation.path),
        names: parameterNames(operation.path),
        specificity: operation.path.replace(/\{.*?\}/g, '').length,
      }))
      .sort((a, b) => b.specificity - a.specificity);
    for (const route of this.all) {
      if (!route.operation.path.includes('{')) continue;
      const list = this.templates.get(route.operation.method) ?? [];
      list.push(route);
      this.templates.set(route.operation.method, list);
    }
  }

  match(rawMethod: string, rawPath: string): RouteMatch {
    const method = rawMethod.trim().toLowerCase();
    const path = normalizeRoutePath(rawPath);
    const exact = this.exact.get(`${method} ${path}`);
    if (exact) return { operation: exact, params: {} };
    for (const route of this.templates.get(method) ?? []) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = found[i + 1] ?? '';
      });
      return { operation: route.operation, params };
    }
    return { status: this.all.some((route) => route.pattern.test(path)) ? 405 : 404 };
  }

  /** Methods (lower case) the path is declared with, for a 405's Allow header. */
  allowedMethods(rawPath: string): string[] {
    const path = normalizeRoutePath(rawPath);
    return [...new Set(this.all.filter((route) => route.pattern.test(path)).map((route) => route.operation.method))];
  }
}

/**
 * Makes an openapi-backend instance route through a RouteTable (its matchOperation and
 * parseRequest), for code that still calls it; returns the table.
 */
export function precompileRoutes(api: OpenAPIBackend): RouteTable {
  const router = api.router;
  const table = new RouteTable(router.getOperations());
  router.getOperations = () => table.operations;
  router.matchOperation = ((req: Request, strict?: boolean) => {
    const found = table.match(req.method, req.path);
    if (found.operation) return found.operation;
    if (!strict) return undefined;
    throw new Error(found.status === 405 ? '405-methodNotAllowed: this method is not registered for the route' : '404-notFound: no route matches request');
  }) as typeof router.matchOperation;

  const parseRequest = router.parseRequest.bind(router);
  router.parseRequest = ((req: Request, operation?: Operation) => {
    // Parsed without the operation, so openapi-backend decodes no path parameter itself.
    const parsed = parseRequest(req);
    if (!operation) return parsed;
    const found = table.match(req.method, req.path);
    return { ...parsed, params: found.operation === operation ? found.params : {} };
  }) as typeof router.parseRequest;
  return table;
}
