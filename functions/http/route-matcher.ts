import type { RouteSpec } from './route.ts';

/** What the matcher needs of a route: its method and path (the $default fallback has no more). */
export type RoutePath = Pick<RouteSpec, 'method' | 'path'>;

export type RouteMatch<R extends RoutePath = RouteSpec> =
  | { kind: 'route'; route: R; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: string[] }
  | { kind: 'not_found' };

/** Methods a route answers: a GET route answers HEAD too (same status and headers, no body), as podcast apps and HTTP expect. */
export const methodsOf = (route: Pick<RouteSpec, 'method'>): string[] => (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]);

interface CompiledRoute<R extends RoutePath> {
  route: R;
  pattern: RegExp;
  names: string[];
  /** Literal segments rank above parameters: /briefings/latest beats /briefings/{id}. */
  literalSegments: number;
}

function compile<R extends RoutePath>(route: R, basePath: string): CompiledRoute<R> {
  const names: string[] = [];
  const segments = `${basePath}${route.path}`.split('/').filter(Boolean);
  const source = segments.map((segment) => {
    const param = segment.match(/^\{(\w+)\}$/);
    if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(param[1]!);
    return '([^/]+)';
  }).join('/');
  return {
    route,
    pattern: new RegExp(`^/${source}/?$`),
    names,
    literalSegments: segments.length - names.length,
  };
}

/** A path parameter's value; a malformed escape ('%', '%zz') is kept as sent, like any other unknown id. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches a request path against the route table, as API Gateway does. */
export function createRouteMatcher<R extends RoutePath = RouteSpec>(routes: readonly R[], basePath: string) {
  const compiled = routes.map((route) => compile(route, basePath)).sort((a, b) => b.literalSegments - a.literalSegments);
  return (method: string, path: string): RouteMatch<R> => {
    const allowed: string[] = [];
    for (const candidate of compiled) {
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      if (!methodsOf(candidate.route).includes(method)) {
        allowed.push(...methodsOf(candidate.route));
        continue;
      }
      const params = Object.fromEntries(candidate.names.map((name, i) => [name, decodedSegment(found[i + 1]!)]));
      return { kind: 'route', route: candidate.route, params };
    }
    return allowed.length ? { kind: 'method_not_allowed', allowed: [...new Set(allowed)] } : { kind: 'not_found' };
  };
}
