import { config } from '#shared/config';
import { apiHandler } from '#http/api-handler';
import * as routes from '#routes/meta';
import { routeDescription } from '#openapi/bundled';
import { frameDocument } from '#openapi/frame';
import type { OpenApiDocument } from '#openapi/types';

let document: OpenApiDocument | undefined;

export const handler = apiHandler(routes.getOpenApiDocument, async () => {
  document ??= frameDocument(routeDescription(), config.publicBaseUrl || undefined);
  return { status: 200, body: document };
});
