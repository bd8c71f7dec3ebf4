import { MethodNotAllowedError, RouteNotFoundError } from '#shared/errors';
import { apiHandler } from '#http/api-handler';
import { defineRoute } from '#http/route';
import { createRouteMatcher } from '#http/route-matcher';
import { routePaths } from '#routes/paths';
import { API_BASE_PATH } from '#shared/base-path';

/** API Gateway's $default route: a request no route matched gets a JSON 404, or a 405 naming the allowed methods. */
export const fallbackRoute = defineRoute({
  operationId: 'fallback',
  method: 'GET',
  path: '/{proxy+}',
  handler: 'fallback',
  summary: 'Requests no route matched',
  tag: 'Internal',
  auth: { type: 'none' },
  responses: {},
});

// The table's methods and paths, generated from it: the table itself would bring every route's schemas.
const match = createRouteMatcher(routePaths, API_BASE_PATH);

export const handler = apiHandler(fallbackRoute, async ({ method, path }) => {
  const result = match(method, path);
  if (result.kind === 'method_not_allowed') throw new MethodNotAllowedError(method, result.allowed);
  throw new RouteNotFoundError(`No route for ${method} ${path}`);
});
