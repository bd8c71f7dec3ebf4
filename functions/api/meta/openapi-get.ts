import { config } from '#shared/config';
import { apiHandler } from '#http/api-handler';
import * as routes from '#routes/meta';
import { buildOpenApiDocument } from '#openapi/document';
import type { OpenApiDocument } from '#openapi/types';

let document: OpenApiDocument | undefined;

export const handler = apiHandler(routes.getOpenApiDocument, async () => {
  document ??= buildOpenApiDocument({ publicBaseUrl: config.publicBaseUrl || undefined });
  return { status: 200, body: document };
});
