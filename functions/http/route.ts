import type * as v from 'valibot';
import type { Scope } from '#domain/scopes';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** How a route authenticates: a bearer API key with one scope, a user session, or nothing. */
export type AuthRequirement = { type: 'apiKey'; scope: Scope } | { type: 'session' } | { type: 'none' };

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>;

export interface ResponseSpec {
  description: string;
  schema?: v.GenericSchema;
  /** Content type when not JSON (e.g. text/vtt), or a redirect. */
  contentType?: string;
  /** Headers this response adds beyond the conventional ones, name -> description (e.g. a redirect's Location). */
  headers?: Record<string, string>;
}

/** One row of the route table: everything the CDK stack, local gateway, OpenAPI and MCP need. */
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
}

export const defineRoute = <const R extends RouteSpec>(route: R): R => route;
