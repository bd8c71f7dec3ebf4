import { API_BASE_PATH, REFERENCE_PATH } from '#shared/base-path';
import { limits } from '#shared/limits';
import { API_VERSION } from '#shared/version';
import type { OpenApiDocument, RouteDescription } from './types.ts';

const description = (referenceUrl: string) => `Turns content sources into AI-generated audio briefings.

The interactive reference at [${referenceUrl}](${referenceUrl}) renders this document and sends "Try it out" calls to the service with an API key entered under "Authorize".

- **Authentication**: \`Authorization: Bearer lb_api_…\` with an API key that has the scope the operation names (\`x-required-scope\`). Key management (\`/me/keys\`) and the audit log (\`/audit-log\`) take the account session instead: \`Authorization: Bearer lb_sess_…\` or the \`briefings_session\` cookie (writes by cookie need the service's own \`Origin\` and \`X-Requested-With\`). A bearer session token on any other operation is a 401; the cookie, which holds a session token and never an API key, also works there for the portal. An \`Authorization\` header holds exactly one credential.
- **Bodies** are JSON, at most ${limits.maxBodyBytes / 1024} KiB and ${limits.maxJsonDepth} levels of nesting; unknown fields are rejected.
- **Responses**: success bodies are \`{"data": …}\`; lists are \`{"data": […], "pagination": {"total", "limit", "offset"}}\` (\`limit\` ${limits.pageSizeDefault} by default, at most ${limits.pageSizeMax}).
- **Timestamps** are integers: Unix time in seconds.
- **Errors**: every non-2xx response has the body \`{"error", "message", "request_id"}\` (see \`ErrorBody\`). A path the API does not have gets 404 \`not_found\`; a known path with another method gets 405 \`method_not_allowed\` and an \`Allow\` header.
- **HEAD**: every GET operation also answers \`HEAD\` with the GET's status and headers (\`Content-Length\`, \`Content-Type\`, \`ETag\`, \`Last-Modified\`, a redirect's \`Location\`, signed for HEAD) and no body; \`Allow\` lists it beside GET.
- **Rate limits** per credential and minute: ${limits.readsPerMinute} reads (GET) and ${limits.writesPerMinute} writes (POST, PATCH, DELETE). Every response carries \`X-Request-Id\` and \`X-RateLimit-Limit\`/\`-Remaining\`/\`-Reset\`; a 429 also carries \`Retry-After\`.`;

/** The whole document around the route table's description, its URLs under `publicBaseUrl` (relative to the document without one). */
export function frameDocument(routes: RouteDescription, publicBaseUrl?: string): OpenApiDocument {
  const baseUrl = publicBaseUrl?.replace(/\/$/, '') ?? '';
  const referenceUrl = `${baseUrl}${REFERENCE_PATH}`;
  return {
    openapi: '3.1.0',
    info: { title: 'Briefings API', version: API_VERSION, description: description(referenceUrl) },
    externalDocs: { description: 'Interactive API reference', url: referenceUrl },
    servers: [{ url: `${baseUrl}${API_BASE_PATH}` }],
    ...routes,
  };
}
