import type * as v from 'valibot';
import type { AuditSpec } from '#domain/audit';
import type { Scope } from '#shared/scopes';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** How a route authenticates: a bearer API key with one scope (or a session, acting as the owner with every scope), a user session only, or nothing. */
export type AuthRequirement = { type: 'apiKey'; scope: Scope } | { type: 'session' } | { type: 'none' };

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>;

export interface ResponseSpec {
  description: string;
  schema?: v.GenericSchema;
  /** Content type when not JSON (e.g. text/vtt), or a redirect. */
  contentType?: string;
  /** Further text representations of the same response the client may ask for, content type -> how (e.g. text/vtt with ?format=vtt). */
  alternatives?: Record<string, string>;
  /** Headers this response adds beyond the conventional ones, name -> description (e.g. a redirect's Location). */
  headers?: Record<string, string>;
}

/** One row of the route table: everything the CDK stack, local gateway, OpenAPI and MCP need. */
/**
 * AWS resources a handler uses beyond its own request accounting; the CDK stack
 * grants exactly these. Authenticated routes always get item access to the
 * table (credentials and rate counters live there); unauthenticated ones only
 * when they list 'table'. 'dry-run-workflow': runs the dry-run Express workflow
 * (StartSyncExecution), whose tasks fetch and write. 'topic-knowledge': the topic
 * knowledge base (functions/domain/catalogue/topics/kb) is copied beside the bundle, for
 * handlers that understand interests as topics.
 */
export type RouteAccess =
  | 'table' | 'briefing-workflow' | 'dry-run-workflow' | 'delivery-workflow' | 'stored-briefings' | 'audio-links' | 'schedules' | 'email'
  | 'topic-knowledge';

export interface RouteSpec {
  operationId: string;
  method: HttpMethod;
  /** Path relative to /api/v1, with {param} placeholders. */
  path: string;
  /** Handler module under functions/api (without extension). */
  handler: string;
  summary: string;
  tag: string;
  auth: AuthRequirement;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: v.GenericSchema;
  responses: Record<number, ResponseSpec>;
  access?: readonly RouteAccess[];
  /** Required on every authenticated write: how its calls (REST and the MCP tools mirroring it) are recorded in the audit log. */
  audit?: AuditSpec;
  /** The handler's Lambda timeout when the default 10 s is too short; API Gateway answers 503 after 30 s regardless. */
  timeoutSeconds?: number;
}

/**
 * The route modules annotate each call `@__PURE__`, so a handler's bundle leaves out the other
 * routes of its module: those whose definitions call nothing else (esbuild keeps calls made inside).
 */
export const defineRoute = <const R extends RouteSpec>(route: R): R => route;

/** The status the route answers on success, which its audit entry (and a tool call mirroring it) is recorded with. */
export const successStatusOf = (route: RouteSpec): number =>
  Number(Object.keys(route.responses).find((status) => Number(status) < 300) ?? 200);
