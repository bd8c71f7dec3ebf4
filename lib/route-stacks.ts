import { MCP_PATH } from '../functions/mcp/path.ts';

/**
 * Which stack holds the function of a route, by the first segment of its path
 * (`/briefings/{id}/audio` → `briefings`). A route family stays in one stack
 * for good: moving a route between stacks would create its route key in one
 * stack while the other still holds it. A new family goes to the default stack
 * until it is listed here.
 */
export const ROUTE_STACKS = {
  Account: ['me', 'usage', 'audit-log', 'auth', 'openapi.json', 'voices', MCP_PATH.slice(1)],
  Briefings: ['briefings', 'feeds'],
  Library: ['profiles', 'sources', 'schedules', 'webhooks', 'webhook-events'],
} as const satisfies Record<string, readonly string[]>;

export type RouteStackName = keyof typeof ROUTE_STACKS;

export const DEFAULT_ROUTE_STACK: RouteStackName = 'Library';

export const routeStackNames = Object.keys(ROUTE_STACKS) as RouteStackName[];

/** The stack whose functions serve `path` (relative to the API base, or the MCP path). */
export function routeStackOf(path: string): RouteStackName {
  const family = path.split('/')[1] ?? '';
  return routeStackNames.find((name) => (ROUTE_STACKS[name] as readonly string[]).includes(family)) ?? DEFAULT_ROUTE_STACK;
}
