import type { OpenApiDocument } from '#openapi/types';
import { API_BASE_PATH } from '#shared/base-path';

/**
 * The OpenAPI document as the reference page shows it, for try-it calls from
 * `origin`: the only server is that origin + /api/v1 (the document names
 * PUBLIC_BASE_URL, which may be another host than the page's, and a call there
 * would need CORS), and schemes a page cannot send are left out of the
 * Authorize dialog: a script cannot set a Cookie header. The description
 * still explains the cookie.
 */
export function tryItDocument(document: OpenApiDocument, origin: string): OpenApiDocument {
  const schemes = document.components.securitySchemes;
  const unsendable = new Set(Object.entries(schemes).filter(([, scheme]) => scheme.type === 'apiKey' && scheme.in === 'cookie').map(([name]) => name));
  const sendable = (requirement: Record<string, string[]>) => Object.keys(requirement).every((name) => !unsendable.has(name));
  const paths = Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [
    path,
    Object.fromEntries(Object.entries(item).map(([method, operation]) => [method, { ...operation, security: operation.security.filter(sendable) }])),
  ]));
  return {
    ...document,
    servers: [{ url: `${origin}${API_BASE_PATH}`, description: 'This service' }],
    paths,
    components: { ...document.components, securitySchemes: Object.fromEntries(Object.entries(schemes).filter(([name]) => !unsendable.has(name))) },
  };
}
