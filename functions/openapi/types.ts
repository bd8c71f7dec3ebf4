import type { JsonSchema } from './json-schema.ts';

/** The parts of the OpenAPI 3.1 object model this service publishes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  externalDocs: { description: string; url: string };
  servers: Array<{ url: string; description?: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    headers: Record<string, HeaderObject>;
    securitySchemes: Record<string, SecurityScheme>;
  };
}

/** What the route table contributes to the document (the rest says where and what the API is). */
export type RouteDescription = Pick<OpenApiDocument, 'tags' | 'paths' | 'components'>;

export type OperationMethod = 'get' | 'post' | 'patch' | 'delete';
export type PathItem = Partial<Record<OperationMethod, Operation>>;

export interface Reference {
  $ref: string;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  /** The API key scope the operation needs (also listed in `security`). */
  'x-required-scope'?: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | Reference>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaType>;
}

export interface HeaderObject {
  description: string;
  required: boolean;
  schema: JsonSchema;
}

export type SecurityScheme =
  | { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }
  | { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string };
